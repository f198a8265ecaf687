import "server-only";
import { bearerToken } from "@/lib/auth/api-token";
import { parseCookieHeader, sessionTokenFrom } from "@/lib/auth/session-claims";
import { siteUrl } from "@/lib/env";
import { AppError } from "./errors";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The hosts a same-origin page can be served from: the configured site and the host the request reached. */
function isSameOrigin(origin: string, request: Request): boolean {
  const parsed = originOf(origin);
  if (!parsed || parsed === "null") return false;
  if (parsed === originOf(siteUrl())) return true;
  const requestHost = request.headers.get("host") ?? new URL(request.url).host;
  return new URL(parsed).host === requestHost;
}

/** Who sent the request, as the browser tells it: Origin first, then Sec-Fetch-Site or Referer. */
function isForeign(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return !isSameOrigin(origin, request);
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const referer = request.headers.get("referer");
  return referer !== null && !isSameOrigin(referer, request);
}

/**
 * A browser sends the session cookie with any site's form or fetch, so a state-changing request
 * that relies on it must come from our own pages (CSRF). A Bearer token is never sent ambiently,
 * and another site cannot attach one without a CORS preflight we do not grant.
 */
export function foreignOriginError(request: Request): AppError | null {
  if (!STATE_CHANGING_METHODS.has(request.method)) return null;
  if (bearerToken(request)) return null;
  if (!sessionTokenFrom(parseCookieHeader(request.headers.get("cookie")))) return null;
  if (!isForeign(request)) return null;
  return new AppError(
    403,
    "forbidden_origin",
    "This request came from another site and was refused.",
  );
}
