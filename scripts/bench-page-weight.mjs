// Client JavaScript each key page downloads, gzipped, measured against the production build.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, startNextServer, waitForHealth } from "./next-server.mjs";

const PAGES = [
  { path: "/en/bible/John/3", budgetKb: 150 },
  { path: "/sw/biblia/Zaburi/119", budgetKb: 150 },
  { path: "/en/bible" },
  { path: "/en" },
  { path: "/sw/hadithi" },
  { path: "/en/stories/david-and-goliath" },
];

if (!existsSync(".next/BUILD_ID")) {
  console.log("page weight: skipped, no production build (run `npm run build` first)");
  process.exit(0);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-bench-"));
const server = startNextServer({ port, env: { DATA_DIR: dataDir } });

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

async function measure(pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  // Module scripts only: the nomodule polyfills are skipped by every browser that runs modules.
  const sources = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi)].map(
    (match) => match[1],
  );
  let scripts = 0;
  for (const source of new Set(sources)) {
    scripts += gzipped(Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer()));
  }
  return { scripts, html: gzipped(Buffer.from(html)), files: new Set(sources).size };
}

let withinBudget = true;
try {
  await waitForHealth(origin);
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
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(withinBudget ? 0 : 1);
