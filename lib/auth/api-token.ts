import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { authSecret } from "./secret";

/** API tokens live a short time: a stolen one is useful for minutes, not days. */
export const API_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = "neno-bible-study";
const AUDIENCE = "api/v1";
const CLOCK_TOLERANCE_SECONDS = 30;

const claimsSchema = z.object({
  sub: z.string().min(1).max(100),
  email: z.string().max(320).nullable(),
  guest: z.boolean(),
  iss: z.literal(ISSUER),
  aud: z.literal(AUDIENCE),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type ApiTokenClaims = z.infer<typeof claimsSchema>;

export interface ApiTokenSubject {
  id: string;
  email: string | null;
  isGuest: boolean;
}

/**
 * The signing key: HKDF-SHA256 of AUTH_SECRET (info "neno api token v1"), so API tokens never
 * share a key with the session cookie. A separate backend verifies HS256 with the same derivation.
 */
function signingKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "", "neno api token v1", 32));
}

const encodePart = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

function sign(input: string): Buffer {
  return createHmac("sha256", signingKey()).update(input).digest();
}

export function mintApiToken(
  subject: ApiTokenSubject,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const issuedAt = Math.floor(now / 1000);
  const claims: ApiTokenClaims = {
    sub: subject.id,
    email: subject.email,
    guest: subject.isGuest,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: issuedAt,
    exp: issuedAt + API_TOKEN_TTL_SECONDS,
  };
  const unsigned = `${encodePart({ alg: "HS256", typ: "JWT" })}.${encodePart(claims)}`;
  return {
    token: `${unsigned}.${sign(unsigned).toString("base64url")}`,
    expiresAt: new Date(claims.exp * 1000),
  };
}

/** The token's claims when its signature, issuer, audience and lifetime check out; otherwise null. */
export function verifyApiToken(token: string, now = Date.now()): ApiTokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = sign(`${header}.${payload}`);
  const presented = Buffer.from(signature, "base64url");
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as {
      alg?: unknown;
    };
    if (parsedHeader.alg !== "HS256") return null;
    const claims = claimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
    );
    if (!claims.success) return null;
    const seconds = Math.floor(now / 1000);
    if (claims.data.exp + CLOCK_TOLERANCE_SECONDS < seconds) return null;
    if (claims.data.iat - CLOCK_TOLERANCE_SECONDS > seconds) return null;
    return claims.data;
  } catch {
    return null;
  }
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match ? match[1] : null;
}
