import "server-only";
import { siteUrl } from "@/lib/env";

/**
 * Cookies carry the Secure flag (and the `__Secure-` prefix) when the site is served over HTTPS.
 * One rule for next-auth, the proxy and the API, so all three read the cookie the others wrote.
 */
export function secureCookiesEnabled(): boolean {
  return siteUrl().startsWith("https://");
}

export function sessionCookieName(secure = secureCookiesEnabled()): string {
  return `${secure ? "__Secure-" : ""}authjs.session-token`;
}
