// The pages that stay the same until the next build (the Bible's and the stories'), kept in memory
// as Next's page cache hands them over, so that proxy.ts answers the next reader before Next routes
// the request to the page, reads its files, and hashes its HTML for an ETag again. Shared through a
// global because the page cache handler and proxy.ts are loaded as separate copies of this module.
import { generateETag } from "next/dist/server/lib/etag.js";

/**
 * Internal paths of pages rendered with no revalidation (`revalidate = false` or none): the Bible's
 * index, books, chapters and verses, the stories and the offline page. Not the landing, which is
 * rendered again every few minutes for its verse of the day.
 */
const UNCHANGING_PAGE = /^\/(en|sw)\/(bible(\/[^/]+){0,3}|stories\/[^/]+|offline)$/;
/** About 200 chapters; past it the earliest kept are let go (and served by Next as before). */
const BUDGET_BYTES = 12 * 1024 * 1024;
const STORE = Symbol.for("neno.kept-pages");

/**
 * @typedef {{ html: Uint8Array<ArrayBuffer>, etag: string }} KeptPage
 * @typedef {{ pages: Map<string, KeptPage>, bytes: number }} Store
 */

/** @returns {Store} */
function store() {
  const global = /** @type {Record<symbol, Store | undefined>} */ (globalThis);
  return (global[STORE] ??= { pages: new Map(), bytes: 0 });
}

/** @param {string} internalPath */
export function isUnchangingPage(internalPath) {
  return UNCHANGING_PAGE.test(internalPath);
}

/**
 * Keeps a page Next's cache served or stored, as it was served (with its script policy). The ETag
 * is the one Next gives the same HTML, so a browser's copy from either path stays valid.
 * @param {string} internalPath
 * @param {string} html
 */
export function keepPage(internalPath, html) {
  if (!isUnchangingPage(internalPath)) return;
  const kept = store();
  if (kept.pages.has(internalPath)) return;
  const page = { html: new TextEncoder().encode(html), etag: generateETag(html) };
  kept.pages.set(internalPath, page);
  kept.bytes += page.html.length;
  for (const [path, { html: bytes }] of kept.pages) {
    if (kept.bytes <= BUDGET_BYTES) break;
    kept.pages.delete(path);
    kept.bytes -= bytes.length;
  }
}

/**
 * @param {string} internalPath
 * @returns {KeptPage | undefined}
 */
export function keptPage(internalPath) {
  return store().pages.get(internalPath);
}

/** How many bytes the kept pages hold (for tests and benchmarks). */
export function keptBytes() {
  return store().bytes;
}
