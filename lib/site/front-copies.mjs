// The server's own copies of the pages it answered from memory (`kept-pages.mjs`), kept as they
// were sent: compressed, with every header. Next compresses a page again for every reader and will
// not take one compressed ahead, so `server.mjs` sends these before a request reaches Next: a
// chapter costs a map lookup and a socket write instead of Next's routing, proxy.ts and gzip.
// A copy is sent only to a request that Next would answer with the very same bytes, and only for as
// long as the page it was made from is kept.
import { LOCALE_COOKIE } from "../i18n/locale-cookie.mjs";
import { isStillKept, keptPageTagged } from "./kept-pages.mjs";
import { ASKS_FOR_HTML, FIRST_RENDER_HEADER } from "./page-requests.mjs";

/** About 700 compressed chapters; past it the earliest copies are let go. */
const DEFAULT_BUDGET_BYTES = 10 * 1024 * 1024;
/** A page larger than this is not worth holding twice. */
const LARGEST_COPY_BYTES = 512 * 1024;
/**
 * Headers that make Next answer differently from the page as kept: the client router's payload
 * requests, conditional and partial requests (Next answers 304 or a range), the app's own
 * render-ahead request.
 */
const ANSWERED_BY_NEXT = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-url",
  "if-none-match",
  "if-modified-since",
  "range",
  FIRST_RENDER_HEADER,
];
const LANGUAGE_COOKIES = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`, "g");
/** Headers Node writes for each answer itself. */
const PER_ANSWER = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {{ page: import("./kept-pages.mjs").KeptPage, headers: Record<string, string | string[]>, cookies: string[], body: Buffer }} FrontCopy
 */

/**
 * What a request for a page kept in memory is answered by, besides its path: the language cookie
 * (proxy.ts redirects or sets it by it), whether the browser opens a document (only then is the
 * cookie set), and the encodings it accepts. Null for a request Next must answer itself.
 * @param {Request} request
 * @returns {string | null}
 */
export function copyKey(request) {
  const url = request.url ?? "";
  if (request.method !== "GET" || url.includes("?") || !url.startsWith("/")) return null;
  if (/^\/(api|_next)(\/|$)/.test(url)) return null;
  if (!ASKS_FOR_HTML.test(request.headers.accept ?? "")) return null;
  if (ANSWERED_BY_NEXT.some((name) => name in request.headers)) return null;
  const locales = [...(request.headers.cookie ?? "").matchAll(LANGUAGE_COOKIES)];
  // Two language cookies: which one Next reads is its business.
  if (locales.length > 1) return null;
  const destination = request.headers["sec-fetch-dest"];
  const opensDocument = destination === undefined || destination === "document";
  return [
    url,
    locales[0]?.[1] ?? "",
    opensDocument ? "document" : "fetch",
    request.headers["accept-encoding"] ?? "",
  ].join("\n");
}

/**
 * The Set-Cookie headers of an answer if they are the language cookie alone, which every request
 * with the same key is sent; null if the answer sets anything else.
 * @param {unknown} setCookie
 * @returns {string[] | null}
 */
function languageCookiesOf(setCookie) {
  if (setCookie === undefined) return [];
  const cookies = Array.isArray(setCookie) ? setCookie.map(String) : [String(setCookie)];
  return cookies.every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`)) ? cookies : null;
}

/**
 * A cookie as it would be set now: Next writes its Max-Age as an Expires date too, counted from
 * the moment it answers.
 * @param {string} cookie
 */
function setNow(cookie) {
  const maxAge = /;\s*max-age=(\d+)/i.exec(cookie)?.[1];
  if (maxAge === undefined) return cookie;
  const expires = new Date(Date.now() + Number(maxAge) * 1000).toUTCString();
  return cookie.replace(/(;\s*expires=)[^;]*/i, `$1${expires}`);
}

/** @param {unknown} chunk @param {unknown} encoding @returns {Buffer | null} */
function bytesOf(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string") {
    return Buffer.from(
      chunk,
      /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
    );
  }
  return Buffer.from(/** @type {Uint8Array} */ (chunk));
}

/**
 * @param {{ budgetBytes?: number }} [options]
 */
export function createFrontCopies({ budgetBytes = DEFAULT_BUDGET_BYTES } = {}) {
  /** @type {Map<string, FrontCopy>} */
  const copies = new Map();
  let bytes = 0;

  /** @param {string} key */
  function letGo(key) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.body.length;
  }

  /** @param {string} key @param {FrontCopy} copy */
  function keep(key, copy) {
    letGo(key);
    copies.set(key, copy);
    bytes += copy.body.length;
    for (const earliest of copies.keys()) {
      if (bytes <= budgetBytes || earliest === key) break;
      letGo(earliest);
    }
  }

  /**
   * Keeps what Next sends for this request if it is a page answered from memory that any request
   * with the same key would get byte for byte.
   * @param {Request} request @param {Response} response @param {string} key
   */
  function watch(request, response, key) {
    /** @type {Buffer[] | null} null once the answer cannot become a copy */
    let chunks = [];
    let size = 0;
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      // Its headers are set by the first write: an answer not from memory is not held on to.
      if (chunks === null || response.getHeader("x-page-cache") !== "memory") {
        chunks = null;
        return;
      }
      const bytes = bytesOf(chunk, encoding);
      if (bytes === null) return;
      size += bytes.length;
      if (size > LARGEST_COPY_BYTES) chunks = null;
      else chunks.push(bytes);
    };
    const write = response.write;
    const end = response.end;
    // Next's compression wraps these in turn once the request reaches it, so what passes here is
    // what goes to the socket.
    response.write = /** @type {Response["write"]} */ (
      function (/** @type {unknown[]} */ ...args) {
        collect(args[0], args[1]);
        return write.apply(this, /** @type {never} */ (args));
      }
    );
    response.end = /** @type {Response["end"]} */ (
      function (/** @type {unknown[]} */ ...args) {
        collect(args[0], args[1]);
        return end.apply(this, /** @type {never} */ (args));
      }
    );
    response.once("finish", () => {
      if (chunks === null || size === 0 || response.statusCode !== 200) return;
      const cookies = languageCookiesOf(response.getHeader("set-cookie"));
      if (cookies === null) return;
      const page = keptPageTagged(String(response.getHeader("etag")));
      if (!page) return;
      const body = Buffer.concat(chunks);
      /** @type {Record<string, string | string[]>} */
      const headers = {};
      // Named as Next wrote them.
      for (const name of response.getRawHeaderNames()) {
        const value = response.getHeader(name);
        const lowerCase = name.toLowerCase();
        if (PER_ANSWER.has(lowerCase) || lowerCase === "set-cookie" || value === undefined)
          continue;
        // Says which of the server's paths answered: tests and operators tell them apart by it.
        if (lowerCase === "x-page-cache") headers[name] = "front";
        else headers[name] = Array.isArray(value) ? value.map(String) : String(value);
      }
      keep(key, { page, headers, cookies, body });
    });
  }

  return {
    /**
     * Sends the copy this request would get from Next, if there is one; otherwise watches Next's
     * answer to keep it. Returns whether the request was answered.
     * @param {Request} request @param {Response} response
     */
    answer(request, response) {
      const key = copyKey(request);
      if (key === null) return false;
      const copy = copies.get(key);
      if (copy && isStillKept(copy.page)) {
        const cookies = copy.cookies.length > 0 ? { "set-cookie": copy.cookies.map(setNow) } : {};
        response.writeHead(200, {
          ...copy.headers,
          ...cookies,
          "content-length": copy.body.length,
        });
        response.end(copy.body);
        return true;
      }
      if (copy) letGo(key);
      watch(request, response, key);
      return false;
    },
    /** How many bytes the copies hold (for tests and benchmarks). */
    bytes: () => bytes,
  };
}
