// Serves the production build for the end-to-end tests on a fresh embedded database.
import { rmSync } from "node:fs";
import path from "node:path";
import { startNextServer } from "./next-server.mjs";

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
rmSync(dataDir, { recursive: true, force: true });

const server = startNextServer({
  port: process.env.E2E_PORT ?? 3210,
  stdio: "inherit",
  detached: false,
  env: { DATA_DIR: dataDir, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.stop(signal);
    process.exit(0);
  });
}
server.child.on("exit", (code) => process.exit(code ?? 0));
