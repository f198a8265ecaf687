import "server-only";
import webpush, { WebPushError } from "web-push";
import { getProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { dayDate, eastAfricaDay } from "@/lib/devotionals/rotation";
import { serverEnv } from "@/lib/env";
import { isAllowedPushEndpoint } from "./endpoints";
import { reminderPayload } from "./message";
import { claimDueReminders, dropSubscription, subscriptionsOf } from "./queries";
import { vapidKeys, vapidSubject } from "./vapid";

const TICK_MS = 60_000;
const EAST_AFRICA_OFFSET_MINUTES = 180;
/** A reminder not delivered within six hours is no longer worth showing. */
const TIME_TO_LIVE_SECONDS = 6 * 3600;

export interface TickReport {
  claimed: number;
  sent: number;
  failed: number;
  dropped: number;
}

/** Minutes since midnight, East Africa Time. */
export function eastAfricaMinute(now: Date): number {
  return Math.floor((now.getTime() / 60_000 + EAST_AFRICA_OFFSET_MINUTES) % 1440);
}

/**
 * Sends the reminders due now. Each is claimed in PostgreSQL before it is sent, so an instance
 * that restarts, or several instances ticking together, send each member one reminder a day.
 */
export async function runReminderTick(now = new Date()): Promise<TickReport> {
  const due = await claimDueReminders(dayDate(eastAfricaDay(now)), eastAfricaMinute(now));
  const report: TickReport = { claimed: due.length, sent: 0, failed: 0, dropped: 0 };
  if (due.length === 0) return report;
  const keys = vapidKeys();
  const options = {
    vapidDetails: { subject: vapidSubject(), ...keys },
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: "normal" as const,
    timeout: 10_000,
  };
  const subscriptions = await subscriptionsOf(due.map((reminder) => reminder.userId));
  for (const reminder of due) {
    const premium = isPremium((await getProfile(reminder.userId))?.subscription);
    const payload = JSON.stringify(await reminderPayload({ ...reminder, premium, now }));
    const mine = subscriptions.filter((row) => row.userId === reminder.userId);
    await Promise.all(
      mine.map(async ({ endpoint, p256dh, auth }) => {
        if (!isAllowedPushEndpoint(endpoint)) {
          await dropSubscription(endpoint);
          report.dropped++;
          return;
        }
        try {
          await webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, options);
          report.sent++;
        } catch (error) {
          // 404 and 410: the browser unsubscribed or the subscription expired.
          if (error instanceof WebPushError && [404, 410].includes(error.statusCode)) {
            await dropSubscription(endpoint);
            report.dropped++;
          } else {
            report.failed++;
            console.error("[reminders] push failed", endpoint.slice(0, 60), error);
          }
        }
      }),
    );
  }
  return report;
}

const holder = globalThis as typeof globalThis & { __nenoReminders?: NodeJS.Timeout };

/** Ticks once a minute in this process, unless REMINDERS=off. */
export function startReminderScheduler(): void {
  if (holder.__nenoReminders || serverEnv().REMINDERS === "off") return;
  const tick = () =>
    runReminderTick().catch((error: unknown) =>
      console.error("[reminders] tick failed; the next one retries", error),
    );
  holder.__nenoReminders = setInterval(tick, TICK_MS);
  holder.__nenoReminders.unref();
  setTimeout(tick, 5_000).unref();
}
