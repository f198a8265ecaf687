import "server-only";
import { AppError } from "@/lib/api/errors";
import { dayDate, eastAfricaDay } from "@/lib/devotionals/rotation";
import type { Locale } from "@/lib/i18n/locales";
import { isAllowedPushEndpoint } from "./endpoints";
import { getReminder, saveReminder, saveSubscription } from "./queries";
import { eastAfricaMinute } from "./scheduler";
import {
  minuteOfDay,
  timeOfMinute,
  type PushSubscriptionInput,
  type ReminderSettings,
  type ReminderUpdate,
} from "./schemas";
import { vapidKeys } from "./vapid";

export async function reminderSettingsOf(userId: string): Promise<ReminderSettings> {
  const stored = await getReminder(userId);
  return {
    prayer_reminders: stored.prayerReminders,
    daily_devotions: stored.dailyDevotions,
    time: timeOfMinute(stored.minuteOfDay),
    time_zone: "Africa/Nairobi",
    vapid_public_key: vapidKeys().publicKey,
    devices: stored.devices,
  };
}

/** Applies the member's changes; a time already past today starts the reminders tomorrow. */
export async function updateReminder({
  userId,
  update,
  locale,
  now = new Date(),
}: {
  userId: string;
  update: ReminderUpdate;
  locale: Locale;
  now?: Date;
}): Promise<ReminderSettings> {
  const current = await getReminder(userId);
  const reminder = {
    prayerReminders: update.prayer_reminders ?? current.prayerReminders,
    dailyDevotions: update.daily_devotions ?? current.dailyDevotions,
    minuteOfDay: update.time ? minuteOfDay(update.time) : current.minuteOfDay,
  };
  const passed = reminder.minuteOfDay <= eastAfricaMinute(now);
  await saveReminder({
    userId,
    reminder,
    locale,
    sentToday: passed ? dayDate(eastAfricaDay(now)) : null,
  });
  return reminderSettingsOf(userId);
}

export async function addSubscription(userId: string, input: PushSubscriptionInput): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint)) {
    throw new AppError(
      400,
      "push_endpoint_refused",
      "This push service is not supported.",
    ).withText("pushEndpointRefused");
  }
  await saveSubscription({ userId, endpoint: input.endpoint, ...input.keys });
}
