import "server-only";
import { decode } from "next-auth/jwt";
import { authSecret } from "./secret";
import { sessionCookieName } from "./cookies";

/** What the session cookie says about its holder, before the database has been asked. */
export interface SessionClaims {
  userId: string;
  email: string | null;
  isGuest: boolean;
}

type CookieSource = {
  get(name: string): { value: string } | undefined;
  getAll(): { name: string; value: string }[];
};

/** The session token, joined again when next-auth had to split it into `name.0`, `name.1`, .... */
export function sessionTokenFrom(cookies: CookieSource, name = sessionCookieName()): string | null {
  const whole = cookies.get(name)?.value;
  if (whole) return whole;
  const chunks = cookies
    .getAll()
    .map((cookie) => ({ cookie, index: Number(cookie.name.slice(name.length + 1)) }))
    .filter(({ cookie, index }) => cookie.name.startsWith(`${name}.`) && Number.isInteger(index))
    .sort((a, b) => a.index - b.index);
  return chunks.length ? chunks.map(({ cookie }) => cookie.value).join("") : null;
}

export function parseCookieHeader(header: string | null): CookieSource {
  const entries = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (!name || entries.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      entries.set(name, decodeURIComponent(raw));
    } catch {
      entries.set(name, raw);
    }
  }
  return {
    get: (name) => (entries.has(name) ? { value: entries.get(name)! } : undefined),
    getAll: () => [...entries].map(([name, value]) => ({ name, value })),
  };
}

export async function decodeSessionToken(token: string | null): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const salt = sessionCookieName();
    const payload = await decode({ token, secret: authSecret(), salt });
    if (!payload || typeof payload.sub !== "string" || !payload.sub) return null;
    return {
      userId: payload.sub,
      email: typeof payload.email === "string" ? payload.email : null,
      isGuest: payload.guest === true,
    };
  } catch {
    return null;
  }
}

export function readSessionClaims(cookies: CookieSource): Promise<SessionClaims | null> {
  return decodeSessionToken(sessionTokenFrom(cookies));
}
