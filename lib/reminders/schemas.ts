import { z } from "zod";

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A member's daily reminder as the API gives it. Times are East Africa Time ("07:00"). */
export const reminderSettingsSchema = z.object({
  prayer_reminders: z.boolean(),
  daily_devotions: z.boolean(),
  time: z.string().regex(TIME_PATTERN),
  time_zone: z.literal("Africa/Nairobi"),
  /** The application server key a browser subscribes with (VAPID, base64url). */
  vapid_public_key: z.string(),
  /** How many of the member's browsers receive reminders. */
  devices: z.number().int().nonnegative(),
});

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderUpdateSchema = z
  .strictObject({
    prayer_reminders: z.boolean().optional(),
    daily_devotions: z.boolean().optional(),
    time: z.string().regex(TIME_PATTERN).optional(),
  })
  .refine((update) => Object.keys(update).length > 0, "Nothing to change.");

export type ReminderUpdate = z.infer<typeof reminderUpdateSchema>;

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(80).max(200).regex(BASE64URL),
    auth: z.string().min(16).max(100).regex(BASE64URL),
  }),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const subscriptionRemovalSchema = z.strictObject({ endpoint: z.url().max(1000) });

/** What a reminder notification carries to the service worker. */
export const reminderPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens. */
  url: z.string().startsWith("/"),
  tag: z.string(),
});

export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}
