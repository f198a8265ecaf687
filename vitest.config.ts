import os from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Next imports a file as the address it serves it at (`{ src }`); Vite would give a bare string. */
const nextStaticImports = {
  name: "next-static-imports",
  enforce: "pre" as const,
  load(id: string) {
    if (!id.endsWith(".svg")) return null;
    return `export default { src: ${JSON.stringify(`/_next/static/media/${path.basename(id)}`)} };`;
  },
};

export default defineConfig({
  plugins: [react(), nextStaticImports],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", "tests/e2e/**"],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    // next-intl imports `next/navigation` without an extension, which Node's ESM loader refuses.
    server: { deps: { inline: ["next-intl"] } },
    // Vitest's default leaves a core free, one worker on a 2-core machine; but much of a test file's
    // time is waiting on PostgreSQL, servers and password hashing, so two workers take 259 s where
    // one took 448 s there (three contend for the cores: 301 s).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
