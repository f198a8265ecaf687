import type { Locale } from "./locales";

export type Messages = typeof import("@/messages/en.json");

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`@/messages/${locale}.json`)).default as Messages;
}
