// What tells a request for a page apart, shared by proxy.ts's answers from memory
// (`kept-page-response.ts`) and the server's front copies (`front-copies.mjs`), which runs outside
// Next's bundler and so cannot import TypeScript.

/** Marks the app's own request, which must render the page rather than wait for itself. */
export const FIRST_RENDER_HEADER = "x-neno-first-render";

/**
 * A browser opening a page, or a crawler, asks for HTML. The client router's requests for a page's
 * payload ask for anything (Next takes their `RSC` header and `_rsc` query away before proxy.ts
 * sees them), and so do the service worker's: Next answers those.
 */
export const ASKS_FOR_HTML = /\btext\/html\b/i;
