import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { RateLimitRule } from "@/lib/accounts/rate-limit";
import { getDb } from "@/lib/db/client";
import { chatDailyUsage } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

/** East Africa Time is UTC+3 all year (no daylight saving): the day the limits count. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Premium is unlimited, but a script posting as a member is slowed down. */
export const PREMIUM_CHAT_RATE_LIMIT: RateLimitRule = {
  bucket: "chat:premium",
  limit: 20,
  windowSeconds: 60,
};

export function freeDailyMessageLimit(): number {
  return serverEnv().FREE_DAILY_MESSAGES;
}

/** The East Africa Time calendar day of `now`, as "YYYY-MM-DD". */
export function eatDay(now: Date): string {
  return new Date(now.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the East Africa Time day of `now` ends (midnight EAT, 21:00 UTC). */
export function dailyLimitResetsAt(now: Date): Date {
  const eatMidnight = Math.floor((now.getTime() + EAT_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(eatMidnight + DAY_MS - EAT_OFFSET_MS);
}

export type DailyMessageResult =
  { allowed: true; day: string; count: number } | { allowed: false; day: string; resetsAt: Date };

/**
 * Counts one message for the user's East Africa Time day in one atomic statement: the row is
 * raised only while below `limit` (null: no limit), so parallel requests and several instances
 * cannot overshoot. A refused message is not counted.
 */
export async function consumeDailyMessage({
  userId,
  limit,
  now = new Date(),
}: {
  userId: string;
  limit: number | null;
  now?: Date;
}): Promise<DailyMessageResult> {
  const day = eatDay(now);
  const refused = { allowed: false as const, day, resetsAt: dailyLimitResetsAt(now) };
  if (limit !== null && limit <= 0) return refused;
  const db = await getDb();
  const [row] = await db
    .insert(chatDailyUsage)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [chatDailyUsage.userId, chatDailyUsage.day],
      set: { count: sql`${chatDailyUsage.count} + 1` },
      setWhere: limit === null ? undefined : sql`${chatDailyUsage.count} < ${limit}`,
    })
    .returning({ count: chatDailyUsage.count });
  return row ? { allowed: true, day, count: row.count } : refused;
}

/** Gives back a message counted on `day` whose reply failed with nothing stored. */
export async function refundDailyMessage({
  userId,
  day,
}: {
  userId: string;
  day: string;
}): Promise<void> {
  const db = await getDb();
  await db
    .update(chatDailyUsage)
    .set({ count: sql`greatest(${chatDailyUsage.count} - 1, 0)` })
    .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, day)));
}

/** Messages the user has sent on the East Africa Time day of `now`. */
export async function dailyMessagesUsed({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: chatDailyUsage.count })
    .from(chatDailyUsage)
    .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, eatDay(now))))
    .limit(1);
  return row?.count ?? 0;
}
