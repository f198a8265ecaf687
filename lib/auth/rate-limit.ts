import "server-only";
import { AppError } from "@/lib/api/errors";
import { consumeRateLimit, type RateLimitRule } from "@/lib/accounts/rate-limit";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-storage";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { serverText } from "@/lib/i18n/server-text";
import { normalizeEmail } from "./users";
import { parseCookieHeader } from "./session-claims";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Per e-mail the limits stop guessing one account's password; per address they stop one machine
 * trying many accounts. Whole schools and mobile networks in East Africa share one public
 * address, so the per-address limits are generous.
 */
export const AUTH_LIMITS = {
  "sign-in": {
    ip: { bucket: "sign-in:ip", limit: 100, windowSeconds: 15 * MINUTE },
    email: { bucket: "sign-in:email", limit: 10, windowSeconds: 15 * MINUTE },
  },
  "sign-up": {
    ip: { bucket: "sign-up:ip", limit: 100, windowSeconds: HOUR },
    email: { bucket: "sign-up:email", limit: 5, windowSeconds: HOUR },
  },
  guest: {
    ip: { bucket: "guest:ip", limit: 100, windowSeconds: HOUR },
  },
  "change-password": {
    user: { bucket: "change-password:user", limit: 10, windowSeconds: 15 * MINUTE },
  },
} as const satisfies Record<string, Record<string, RateLimitRule>>;

export type AuthAction = "sign-in" | "sign-up" | "guest";

/**
 * The client's address: the last X-Forwarded-For entry, the one the nearest proxy (or Next.js
 * itself when nothing is in front) wrote. Earlier entries are whatever the client claimed.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last || request.headers.get("x-real-ip")?.trim() || "unknown";
}

/** Counts an attempt; returns the seconds to wait when one of its limits is exceeded. */
export async function consumeAuthAttempt(
  action: AuthAction,
  { ip, email }: { ip: string; email?: string | null },
): Promise<number | null> {
  const limits: Record<string, RateLimitRule> = AUTH_LIMITS[action];
  const checks = [consumeRateLimit(limits.ip, ip)];
  if (email && limits.email) checks.push(consumeRateLimit(limits.email, normalizeEmail(email)));
  const results = await Promise.all(checks);
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
  return waits.length ? Math.max(...waits) : null;
}

export function requestLocaleOf(request: Request): Locale {
  const header = request.headers.get("locale")?.trim().toLowerCase();
  if (isLocale(header)) return header;
  const cookie = parseCookieHeader(request.headers.get("cookie")).get(LOCALE_COOKIE)?.value;
  return isLocale(cookie) ? cookie : defaultLocale;
}

export async function rateLimitedError(
  retryAfterSeconds: number,
  locale: Locale,
): Promise<AppError> {
  const detail = await serverText(locale, "Errors", "rateLimited", { seconds: retryAfterSeconds });
  return new AppError(429, "rate_limited", detail, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
}
