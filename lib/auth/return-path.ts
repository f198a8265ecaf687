const PLACEHOLDER_ORIGIN = "http://return.invalid";

/**
 * A same-origin path to go back to after signing in, or the fallback. Absolute URLs,
 * protocol-relative `//host` tricks, backslashes and control characters are refused, and so are
 * /auth (a loop) and /api (not a page).
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (
    !value ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    /[\\\u0000-\u001f\u007f]/.test(value)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const firstSegment = url.pathname.split("/")[1];
  if (firstSegment === "auth" || firstSegment === "api") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, remembering where to come back to. */
export function authPath(returnTo?: string | null, mode?: "signin" | "signup"): string {
  const params = new URLSearchParams();
  if (mode) params.set("mode", mode);
  const path = returnTo ? safeReturnPath(returnTo, "") : "";
  if (path && path !== "/") params.set("callbackUrl", path);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
