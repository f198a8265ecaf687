import type { Locale } from "@/lib/i18n/locales";
import { readerTextsPath } from "@/lib/site/reader-texts";
import type { ReaderTexts } from "./reader-texts";

const loaded = new Map<Locale, Promise<ReaderTexts | null>>();

/**
 * The reader's texts for what follows an action, fetched once per page life (the service worker
 * keeps them for offline use). `null` when they cannot come: the action then says it is
 * unavailable, and the next try, once the device is back online, fetches again.
 */
export function loadReaderTexts(locale: Locale): Promise<ReaderTexts | null> {
  const known = loaded.get(locale);
  if (known) return known;
  const texts = fetch(readerTextsPath(locale))
    .then((response) => (response.ok ? (response.json() as Promise<ReaderTexts>) : null))
    .catch(() => null);
  loaded.set(locale, texts);
  void texts.then((value) => {
    if (value) return;
    globalThis.addEventListener?.("online", () => loaded.delete(locale), { once: true });
  });
  return texts;
}
