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
  // Guarded: measured signed in as a guest.
  { path: "/en/ai-chat", budgetKb: 200, guest: true },
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

/** A guest's session cookie, signed in through next-auth's endpoints as the /auth page does. */
async function guestCookie() {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const signIn = await fetch(`${origin}/api/auth/callback/guest`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Auth-Return-Redirect": "1",
      Cookie: cookies.join("; "),
    },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
  });
  return [...cookies, ...signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0])].join(
    "; ",
  );
}

async function measure(pagePath, cookie) {
  const response = await fetch(origin + pagePath, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
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
  let cookie;
  for (const { path: pagePath, budgetKb, guest } of PAGES) {
    if (guest) cookie ??= await guestCookie();
    const { scripts, html, files } = await measure(pagePath, guest ? cookie : undefined);
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
