// Next's own file-system page cache, with one addition. A page served from it was rendered once for
// everyone, so its HTML cannot carry a request's nonce, and its inline scripts (Next's payload) are
// known only once it is rendered. Here, where the rendered page is at hand, it gets a
// <meta http-equiv="Content-Security-Policy"> allowing exactly those scripts. The browser enforces
// it together with the header's policy, so a script slipped into the page runs under neither.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { keepPage } from "./kept-pages.mjs";

const require = createRequire(import.meta.url);
/** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache").default} */
const FileSystemCache =
  require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** JSON-LD and other data blocks are never run, so no policy speaks of them. */
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/i;
const CHARSET = /<meta charSet="utf-8"\s*\/?>/i;
export const POLICY_META = 'http-equiv="Content-Security-Policy"';

/**
 * The page with a policy allowing this origin's script files and exactly the inline scripts it
 * holds, placed after the charset (which must stay in the first 1,024 bytes) and before any script.
 * @param {string} html
 */
export function withScriptPolicy(html) {
  if (html.includes(POLICY_META)) return html;
  const head = html.indexOf("<head>");
  if (head === -1) return html;
  const hashes = new Set();
  for (const [, attributes, source] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
  }
  const meta = `<meta ${POLICY_META} content="script-src ${["'self'", ...hashes].join(" ")}"/>`;
  const charset = CHARSET.exec(html);
  const at = charset ? charset.index + charset[0].length : head + "<head>".length;
  return html.slice(0, at) + meta + html.slice(at);
}

/**
 * A page answered with its HTML as it is: not a "not found" kept for an unknown chapter, nor a
 * page whose HTML waits for parts rendered later.
 * @param {{ status?: number, postponed?: unknown }} page
 */
const isServedWhole = (page) => (page.status ?? 200) === 200 && page.postponed == null;

/**
 * The page's path in a cache key: Next names a page's entry after its route's build
 * (`/route-cache/APP_PAGE/<hash>/$/sw/bible/Zaburi/23`), or by its path alone.
 * @param {string} key
 */
const pagePathOf = (key) => (key.includes("/$/") ? key.slice(key.indexOf("/$/") + 2) : key);

export default class PageCacheHandler extends FileSystemCache {
  /**
   * Pages get their policy as they are kept, so reading one back costs no hashing; one that is the
   * same for every reader is also kept for proxy.ts to answer with (`kept-pages.mjs`).
   * @param {Parameters<FileSystemCache["set"]>} args
   */
  async set(key, data, ctx) {
    if (data?.kind !== "APP_PAGE" || typeof data.html !== "string")
      return super.set(key, data, ctx);
    const html = withScriptPolicy(data.html);
    await super.set(key, { ...data, html }, ctx);
    if (isServedWhole(data)) keepPage(pagePathOf(key), html);
  }

  /**
   * Pages prerendered by `next build` are written without passing through `set`: `npm run build`
   * gives them theirs afterwards (scripts/seal-prerendered-pages.ts), and a page built another way
   * gets it here as it is read (0.13 ms for a chapter, on every read). Either way, a page read here
   * that is the same for every reader is kept for proxy.ts to answer the next reader with, the
   * landing only while it is fresh (rendered less than its revalidation time ago).
   * @param {Parameters<FileSystemCache["get"]>} args
   */
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    if (value?.kind !== "APP_PAGE" || typeof value.html !== "string") return entry;
    const html = withScriptPolicy(value.html);
    if (isServedWhole(value) && !args[1]?.isFallback) {
      keepPage(pagePathOf(args[0]), html, entry?.lastModified);
    }
    return { ...entry, value: { ...value, html } };
  }
}
