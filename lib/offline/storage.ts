/** Where a downloaded translation is kept in the browser (Cache Storage), one per language. */
export const OFFLINE_BIBLE_CACHE = "neno-offline-bible";

export function offlineBundleKey(locale: string): string {
  return `/offline-bible/${locale}.json`;
}

/** The profile's offline Bible card, where the reader's "read offline" links lead. */
export const OFFLINE_BIBLE_ANCHOR = "offline-bible";
