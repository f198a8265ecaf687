import "server-only";
import { listDevotionals, passageText } from "@/lib/devotionals/content";
import { readableEntries } from "@/lib/devotionals/rotation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { serverText } from "@/lib/i18n/server-text";
import type { ReminderPayload } from "./schemas";

/**
 * The day's reminder in the member's language: the devotional their plan gives them today (the
 * day's with premium, the week's without), with a word to pray when they asked for both.
 */
export async function reminderPayload({
  prayerReminders,
  dailyDevotions,
  locale: stored,
  premium,
  now,
}: {
  prayerReminders: boolean;
  dailyDevotions: boolean;
  locale: string;
  premium: boolean;
  now: Date;
}): Promise<ReminderPayload> {
  const locale: Locale = isLocale(stored) ? stored : "en";
  if (!dailyDevotions) {
    return {
      title: await serverText(locale, "Reminders", "prayerTitle"),
      body: await serverText(locale, "Reminders", "prayerBody"),
      url: localizedPathname({ href: "/devotionals", locale }),
      tag: "neno-reminder",
    };
  }
  const devotionals = listDevotionals();
  const [current] = readableEntries(now, devotionals.length, { premium });
  const devotional = devotionals[current.index];
  const reference = passageText(devotional, locale).reference;
  return {
    title: await serverText(locale, "Reminders", premium ? "devotionalTitle" : "weekTitle", {
      title: devotional.source[locale].title,
    }),
    body: await serverText(locale, "Reminders", prayerReminders ? "bothBody" : "devotionalBody", {
      reference,
    }),
    url: localizedPathname({
      href: { pathname: "/devotionals/[slug]", params: { slug: devotional.slug } },
      locale,
    }),
    tag: "neno-reminder",
  };
}
