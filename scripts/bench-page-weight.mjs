// Client JavaScript each key page downloads, gzipped, measured against the production build.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PAGES = [
  { path: "/en/bible/John/3", budgetKb: 150 },
  { path: "/sw/biblia/Zaburi/119", budgetKb: 150 },
  { path: "/en/bible" },
  { path: "/en" },
  { path: "/sw/hadithi" },
  { path: "/en/stories/david-and-goliath" },
];
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;

if (!existsSync(".next/BUILD_ID")) {
  console.log("page weight: skipped, no production build (run `npm run build` first)");
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-bench-"));
const server = spawn("npx", ["next", "start", "-p", String(port)], { stdio: "ignore", env: { ...process.env, DATA_DIR: dataDir } });

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(`${origin}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

async function measure(pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  // Module scripts only: the nomodule polyfills are skipped by every browser that runs modules.
  const sources = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi)].map((match) => match[1]);
  let scripts = 0;
  for (const source of new Set(sources)) {
    scripts += gzipped(Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer()));
  }
  return { scripts, html: gzipped(Buffer.from(html)), files: new Set(sources).size };
}

let withinBudget = true;
try {
  await waitForServer();
  console.log("page                              scripts gz   files   html gz   budget");
  for (const { path: pagePath, budgetKb } of PAGES) {
    const { scripts, html, files } = await measure(pagePath);
    const kb = scripts / 1024;
    const ok = budgetKb === undefined || kb <= budgetKb;
    withinBudget &&= ok;
    console.log(
      `${pagePath.padEnd(32)}  ${kb.toFixed(1).padStart(8)} KB  ${String(files).padStart(5)}  ${(html / 1024).toFixed(1).padStart(6)} KB   ${budgetKb ? `≤ ${budgetKb} KB ${ok ? "ok" : "OVER"}` : ""}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(withinBudget ? 0 : 1);
