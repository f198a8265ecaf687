import { locales, type Locale } from "@/lib/i18n/locales";

/**
 * Where the reader's texts for what follows an action (a search's results, the bookmark dialog,
 * a plan reading's toast) are served, per language: fetched on first use, not carried by every page.
 */
export const readerTextsPath = (locale: Locale) => `/locales/${locale}/reader.json`;

/** Where the service worker keeps them, so a search on a device offline still has its words. */
export const READER_TEXTS_CACHE = "reader-texts";

export const READER_TEXTS_PATH = new RegExp(`^/locales/(${locales.join("|")})/reader\\.json$`);
