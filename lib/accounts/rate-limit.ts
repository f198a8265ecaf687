import "server-only";
import { lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";

export interface RateLimitRule {
  /** What is counted, e.g. "sign-in:ip". */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

const STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Counts one attempt against a fixed window, atomically in PostgreSQL so every app instance sees
 * the same count. The attempt is counted even when it is refused.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key: key.slice(0, 400), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });

  // Old windows are swept now and then by whichever request happens by.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
  }

  if (row.count <= rule.limit) return { allowed: true, remaining: rule.limit - row.count };
  const retryAfterMs = windowStart.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
