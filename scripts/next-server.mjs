// Starts the production server (`server.mjs`, as `npm start` does) as a direct child (no npm in
// between), by default in its own process group, so that stopping it stops the server itself and
// never leaves one holding its port. A server run under a supervisor that kills the whole group
// (Playwright's webServer) stays in that group.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const serverScript = fileURLToPath(new URL("../server.mjs", import.meta.url));

export function startNextServer({ port, env = {}, stdio = "ignore", detached = true }) {
  const child = spawn(process.execPath, ["--heap-growing-percent=25", serverScript], {
    stdio,
    detached,
    // As `npm start` runs it: glibc's malloc keeps fewer arenas for the threads that gzip pages,
    // V8's young generation stays small and its heap grows in small steps (README, "Memory").
    env: {
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      NODE_OPTIONS: `--max-semi-space-size=8 ${process.env.NODE_OPTIONS ?? ""}`.trim(),
      ...env,
      PORT: String(port),
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    /** Stops the server; resolves once it has exited (and let go of its data directory). */
    stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      try {
        if (detached) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // Already gone.
      }
      return exited;
    },
  };
}

export async function waitForHealth(origin, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not become healthy within ${timeoutMs} ms`);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
