import { NextResponse, type NextRequest } from "next/server";
import { keptPage } from "./kept-pages.mjs";
import { ASKS_FOR_HTML, FIRST_RENDER_HEADER } from "./page-requests.mjs";

/** The headers Next answers a page from its cache with, which caches and the client router read. */
const CACHED_PAGE_HEADERS = {
  Vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  "X-Nextjs-Cache": "HIT",
  // Says which of the app's two paths answered: tests and operators tell them apart by it.
  "X-Page-Cache": "memory",
};

/** Whether an If-None-Match header names this ETag (compared weakly, as for a GET). */
function names(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * The kept bytes as a body that every response reads from, where a Response made from the bytes
 * themselves would copy them for each request.
 */
function shared(html: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(html);
      controller.close();
    },
  });
}

/**
 * A reader's request for a page the same for everyone that this process has served before, answered with the
 * bytes kept then (`kept-pages.mjs`): the same page, headers and ETag Next would send (and
 * compresses as it would). Null for anything else, which goes on to Next: a page not kept yet, a
 * query string, a request for anything but HTML.
 */
export function keptPageResponse(request: NextRequest, internalPath: string): NextResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!ASKS_FOR_HTML.test(request.headers.get("accept") ?? "")) return null;
  // The app's own render-ahead request must reach the page itself.
  if (request.nextUrl.search || request.headers.has(FIRST_RENDER_HEADER)) return null;
  const page = keptPage(internalPath);
  if (!page) return null;
  const headers = { ...CACHED_PAGE_HEADERS, "Cache-Control": page.cacheControl, ETag: page.etag };
  if (names(request.headers.get("if-none-match"), page.etag)) {
    return new NextResponse(null, { status: 304, headers });
  }
  return new NextResponse(request.method === "HEAD" ? null : shared(page.html), {
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}
