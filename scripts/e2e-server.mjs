// Serves the production build for the end-to-end tests on a fresh embedded database.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
rmSync(dataDir, { recursive: true, force: true });

const server = spawn("npx", ["next", "start", "-p", process.env.E2E_PORT ?? "3210"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
