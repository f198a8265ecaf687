// Client JavaScript each key page downloads, gzipped, and its HTML as the server sends it (gzip at
// zlib's default level), measured against the production build.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, startNextServer, waitForHealth } from "./next-server.mjs";

const PAGES = [
  // The lean-serving issue's chapter: at most 90 KB of HTML, 15 KB gzipped (bytes, not KiB).
  { path: "/en/bible/John/3", budgetKb: 150, htmlBudget: { bytes: 90_000, gzipped: 15_000 } },
  { path: "/sw/biblia/Zaburi/119", budgetKb: 150 },
  { path: "/en/bible" },
  { path: "/en" },
  { path: "/sw/hadithi" },
  { path: "/en/stories/david-and-goliath" },
  { path: "/en/bookmarks", member: true },
  { path: "/en/ai-chat", budgetKb: 200, member: true },
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
/** What `next start` sends: its compression uses zlib's default level. */
const gzippedAsServed = (bytes) => gzipSync(bytes).length;

/** The cookies of a new member, signed up as the /auth page does: for the members-only pages. */
async function memberCookies() {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const signUp = await fetch(`${origin}/api/auth/callback/sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Auth-Return-Redirect": "1",
      cookie: header(),
    },
    body: new URLSearchParams({
      email: `bench-${Date.now()}@example.com`,
      password: "bench-weight-password",
      csrfToken,
      callbackUrl: "/",
    }),
  });
  keep(signUp);
  if (!signUp.ok) throw new Error(`bench sign-up failed with HTTP ${signUp.status}`);
  return header();
}

async function measure(pagePath, cookie) {
  const response = await fetch(origin + pagePath, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`${pagePath} answered HTTP ${response.status}`);
  const html = await response.text();
  // Module scripts only: the nomodule polyfills are skipped by every browser that runs modules.
  const sources = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi)].map(
    (match) => match[1],
  );
  let scripts = 0;
  for (const source of new Set(sources)) {
    scripts += gzipped(Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer()));
  }
  const htmlBytes = Buffer.from(html);
  return {
    scripts,
    html: { bytes: htmlBytes.length, gzipped: gzippedAsServed(htmlBytes) },
    files: new Set(sources).size,
  };
}

let withinBudget = true;
try {
  await waitForHealth(origin);
  console.log(
    "page                              scripts gz   files    html bytes  html gz   budget",
  );
  let cookie;
  for (const { path: pagePath, budgetKb, htmlBudget, member } of PAGES) {
    if (member) cookie ??= await memberCookies();
    const { scripts, html, files } = await measure(pagePath, member ? cookie : undefined);
    const kb = scripts / 1024;
    const budgets = [];
    if (budgetKb !== undefined) budgets.push([`scripts ≤ ${budgetKb} KB`, kb <= budgetKb]);
    if (htmlBudget) {
      budgets.push([`html ≤ ${htmlBudget.bytes} B`, html.bytes <= htmlBudget.bytes]);
      budgets.push([`html gz ≤ ${htmlBudget.gzipped} B`, html.gzipped <= htmlBudget.gzipped]);
    }
    withinBudget &&= budgets.every(([, ok]) => ok);
    console.log(
      `${pagePath.padEnd(32)}  ${kb.toFixed(1).padStart(8)} KB  ${String(files).padStart(5)}  ${String(html.bytes).padStart(12)}  ${String(html.gzipped).padStart(7)}   ${budgets.map(([name, ok]) => `${name} ${ok ? "ok" : "OVER"}`).join(", ")}`,
    );
  }
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(withinBudget ? 0 : 1);
