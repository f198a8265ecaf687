import type { Locale } from "@/lib/i18n/locales";

/** How long the browser keeps the story list before asking for it again (the spec's 10 minutes). */
export const STORIES_CACHE_MS = 10 * 60 * 1000;

export const storiesListKey = (locale: Locale) => ["stories/list/", locale] as const;
