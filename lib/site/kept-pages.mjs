// The pages that are the same for every reader, kept in memory as Next's page cache hands them over,
// so that proxy.ts answers the next reader before Next routes the request to the page, reads its
// files, and hashes its HTML for an ETag again. Shared through a global because the page cache
// handler and proxy.ts are loaded as separate copies of this module.
import { generateETag } from "next/dist/server/lib/etag.js";

/**
 * Internal paths of pages rendered with no revalidation (`revalidate = false` or none): the Bible's
 * index, books, chapters and verses, the stories and the offline page. They stay until the next
 * build.
 */
const UNCHANGING_PAGE = /^\/(en|sw)\/(bible(\/[^/]+){0,3}|stories\/[^/]+|offline)$/;
/**
 * The landing is rendered again every few minutes for its verse of the day (its route's
 * `revalidate`): a copy is kept until it is that old, and Next is asked again after.
 */
const LANDING = /^\/(en|sw)$/;
export const LANDING_REVALIDATE_SECONDS = 300;
/** As Next says it of a page it revalidates, with its default expiry of a year. */
const LANDING_CACHE_CONTROL = `s-maxage=${LANDING_REVALIDATE_SECONDS}, stale-while-revalidate=${
  31536000 - LANDING_REVALIDATE_SECONDS
}`;
const UNCHANGING_CACHE_CONTROL = "s-maxage=31536000";
/** About 200 chapters; past it the earliest kept are let go (and served by Next as before). */
const BUDGET_BYTES = 12 * 1024 * 1024;
const STORE = Symbol.for("neno.kept-pages");

/**
 * @typedef {{ internalPath: string, html: Uint8Array<ArrayBuffer>, etag: string, cacheControl: string, keptUntil: number }} KeptPage
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

/** @param {string} internalPath */
export function isKeptForAWhile(internalPath) {
  return LANDING.test(internalPath);
}

/** @param {Store} kept @param {string} internalPath */
function letGo(kept, internalPath) {
  const page = kept.pages.get(internalPath);
  if (!page) return;
  kept.pages.delete(internalPath);
  kept.bytes -= page.html.length;
}

/**
 * Keeps a page Next's cache served or stored, as it was served (with its script policy). The ETag
 * is the one Next gives the same HTML, so a browser's copy from either path stays valid. An
 * unchanging page is kept once; the landing while it is fresh, its newest rendering replacing the
 * one before.
 * @param {string} internalPath
 * @param {string} html
 * @param {number} renderedAt when Next rendered this copy (ms since the epoch)
 */
export function keepPage(internalPath, html, renderedAt = Date.now()) {
  const unchanging = isUnchangingPage(internalPath);
  if (!unchanging && !isKeptForAWhile(internalPath)) return;
  const kept = store();
  const keptUntil = unchanging
    ? Number.POSITIVE_INFINITY
    : renderedAt + LANDING_REVALIDATE_SECONDS * 1000;
  const previous = kept.pages.get(internalPath);
  if (keptUntil <= Date.now() || (previous && previous.keptUntil >= keptUntil)) return;
  letGo(kept, internalPath);
  const page = {
    internalPath,
    html: new TextEncoder().encode(html),
    etag: generateETag(html),
    cacheControl: unchanging ? UNCHANGING_CACHE_CONTROL : LANDING_CACHE_CONTROL,
    keptUntil,
  };
  kept.pages.set(internalPath, page);
  kept.bytes += page.html.length;
  for (const path of kept.pages.keys()) {
    if (kept.bytes <= BUDGET_BYTES) break;
    letGo(kept, path);
  }
}

/**
 * @param {string} internalPath
 * @returns {KeptPage | undefined}
 */
export function keptPage(internalPath) {
  const kept = store();
  const page = kept.pages.get(internalPath);
  if (page && page.keptUntil <= Date.now()) return void letGo(kept, internalPath);
  return page;
}

/**
 * The kept page Next's cache handed over with this ETag, for `front-copies.mjs` to tie its copy of
 * an answer to: a few hundred pages, looked through once per copy made.
 * @param {string} etag
 * @returns {KeptPage | undefined}
 */
export function keptPageTagged(etag) {
  for (const page of store().pages.values())
    if (page.etag === etag) return keptPage(page.internalPath);
  return undefined;
}

/**
 * Whether this very copy of a page is still the one kept: not let go, not expired, not replaced by a
 * newer rendering.
 * @param {KeptPage} page
 */
export function isStillKept(page) {
  return keptPage(page.internalPath) === page;
}

/** How many bytes the kept pages hold (for tests and benchmarks). */
export function keptBytes() {
  return store().bytes;
}
