import "server-only";
import { bearerToken, verifyApiToken } from "./api-token";
import { parseCookieHeader, readSessionClaims, type SessionClaims } from "./session-claims";
import { findUserById } from "./users";

/** The signed-in user behind a request, as the server knows it. */
export interface Viewer {
  id: string;
  email: string | null;
  isGuest: boolean;
}

async function claimsFromRequest(request: Request): Promise<SessionClaims | null> {
  const token = bearerToken(request);
  if (token) {
    const claims = verifyApiToken(token);
    return claims ? { userId: claims.sub, email: claims.email, isGuest: claims.guest } : null;
  }
  return readSessionClaims(parseCookieHeader(request.headers.get("cookie")));
}

async function viewerFrom(claims: SessionClaims | null): Promise<Viewer | null> {
  if (!claims) return null;
  const user = await findUserById(claims.userId);
  if (!user) return null;
  return { id: user.id, email: user.email, isGuest: user.isGuest };
}

async function claimsFromPageRequest(): Promise<SessionClaims | null> {
  const { cookies } = await import("next/headers");
  return readSessionClaims(await cookies());
}

/**
 * Who sent the request: an `Authorization: Bearer <api token>` when present (an invalid one is
 * not rescued by a cookie), otherwise the next-auth session cookie. Without a request, the cookies
 * of the page being rendered. A user deleted since the token was issued is nobody.
 */
export async function getViewer(request?: Request): Promise<Viewer | null> {
  return viewerFrom(request ? await claimsFromRequest(request) : await claimsFromPageRequest());
}

/** The viewer of the session cookie alone: what may mint API tokens (a token never mints another). */
export async function getCookieViewer(request: Request): Promise<Viewer | null> {
  return viewerFrom(await readSessionClaims(parseCookieHeader(request.headers.get("cookie"))));
}
