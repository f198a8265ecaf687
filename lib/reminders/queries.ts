import "server-only";
import { and, count, eq, exists, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { pushSubscriptions, reminderSettings } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";

export interface StoredReminder {
  prayerReminders: boolean;
  dailyDevotions: boolean;
  minuteOfDay: number;
}

export const DEFAULT_REMINDER: StoredReminder = {
  prayerReminders: false,
  dailyDevotions: false,
  minuteOfDay: 7 * 60,
};

export async function getReminder(userId: string): Promise<StoredReminder & { devices: number }> {
  const db = await getDb();
  const [[row], [devices]] = await Promise.all([
    db
      .select({
        prayerReminders: reminderSettings.prayerReminders,
        dailyDevotions: reminderSettings.dailyDevotions,
        minuteOfDay: reminderSettings.minuteOfDay,
      })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId)),
    db
      .select({ value: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  return { ...(row ?? DEFAULT_REMINDER), devices: devices.value };
}

/**
 * Saves the member's reminder. `sentToday` marks today as done when the chosen time has already
 * passed, so turning reminders on in the evening does not send one at once.
 */
export async function saveReminder({
  userId,
  reminder,
  locale,
  sentToday,
}: {
  userId: string;
  reminder: StoredReminder;
  locale: Locale;
  sentToday: string | null;
}): Promise<void> {
  const db = await getDb();
  const values = { ...reminder, locale, updatedAt: new Date() };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values, lastSentOn: sentToday })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: sentToday
        ? {
            ...values,
            lastSentOn: sql`greatest(${reminderSettings.lastSentOn}, ${sentToday}::date)`,
          }
        : values,
    });
}

/** Keeps a browser's subscription for the member; a browser passed to another member moves with them. */
export async function saveSubscription(subscription: {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}): Promise<void> {
  const db = await getDb();
  const { userId, p256dh, auth } = subscription;
  await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, createdAt: new Date() },
    });
}

/** Forgets one of the member's browsers; false when it was not theirs. */
export async function deleteSubscription(userId: string, endpoint: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return deleted.length > 0;
}

/** Forgets a subscription the push service says is gone. */
export async function dropSubscription(endpoint: string): Promise<void> {
  const db = await getDb();
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export interface DueReminder {
  userId: string;
  prayerReminders: boolean;
  dailyDevotions: boolean;
  locale: string;
}

/**
 * Claims the reminders due by `minute` of East Africa day `today`: each row is updated to "sent
 * today" in one statement, so when several instances tick at once every reminder is claimed by
 * exactly one of them (the row lock makes the others re-check and skip it).
 */
export async function claimDueReminders(today: string, minute: number): Promise<DueReminder[]> {
  const db = await getDb();
  return db
    .update(reminderSettings)
    .set({ lastSentOn: today })
    .where(
      and(
        or(eq(reminderSettings.prayerReminders, true), eq(reminderSettings.dailyDevotions, true)),
        lte(reminderSettings.minuteOfDay, minute),
        or(isNull(reminderSettings.lastSentOn), lt(reminderSettings.lastSentOn, today)),
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, reminderSettings.userId)),
        ),
      ),
    )
    .returning({
      userId: reminderSettings.userId,
      prayerReminders: reminderSettings.prayerReminders,
      dailyDevotions: reminderSettings.dailyDevotions,
      locale: reminderSettings.locale,
    });
}

export async function subscriptionsOf(userIds: string[]) {
  if (userIds.length === 0) return [];
  const db = await getDb();
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}
