import { createHash } from "node:crypto";

/** A CSP source allowing exactly one inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
}

/**
 * Pages prerendered once and served from Next's cache to everyone (the landing, the Bible and the
 * stories): their HTML cannot carry a per-request nonce. Everything else renders per request.
 */
const PRERENDERED_PAGE =
  /^\/(en|sw)(\/(bible|biblia)(\/[^/]+){0,3}|\/(stories|hadithi)\/[^/]+|\/offline)?$/;

export function isPrerenderedPage(pathname: string): boolean {
  return PRERENDERED_PAGE.test(pathname);
}

export interface PolicyOptions {
  /** The request's nonce for pages rendered per request; null for prerendered pages. */
  nonce: string | null;
  /** Hashes of the app's own inline scripts that pages rendered per request carry. */
  inlineScriptHashes: readonly string[];
  development: boolean;
  https: boolean;
  googleSignIn: boolean;
}

/**
 * The Content-Security-Policy of a page. Scripts: on pages rendered per request, files from this
 * origin and inline scripts with the request's nonce (Next stamps its own) or a listed hash; no
 * 'strict-dynamic', so an inline script created at run time by any code is refused too.
 * Prerendered pages hold Next's inline payload, different on every page and unknown until
 * rendered, so the header allows inline scripts and the page itself, served from Next's cache,
 * narrows that to its own scripts' hashes (`page-cache-handler.mjs`). No page allows
 * eval (but `next dev`, whose React needs it), plugins, a foreign <base>, or being framed; the
 * browser talks only to this origin (the assistant's provider is called by the server).
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const scripts = options.nonce
    ? ["'self'", `'nonce-${options.nonce}'`, ...options.inlineScriptHashes]
    : ["'self'", "'unsafe-inline'"];
  if (options.development) scripts.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    // Next and Radix set inline styles (positions, transitions); styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": options.development ? ["'self'", "ws:"] : ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // Chromium checks a form's redirects too: Google sign-in leaves through accounts.google.com.
    "form-action": options.googleSignIn ? ["'self'", "https://accounts.google.com"] : ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
