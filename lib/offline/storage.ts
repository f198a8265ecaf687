/** Where a downloaded translation is kept in the browser (Cache Storage), one per language. */
export const OFFLINE_BIBLE_CACHE = "neno-offline-bible";

export function offlineBundleKey(locale: string): string {
  return `/offline-bible/${locale}.json`;
}
