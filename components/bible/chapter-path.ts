import type { Locale } from "@/lib/i18n/locales";

/** The Bible's section word in each language's URLs: `/en/bible`, `/sw/biblia`. */
const BIBLE_SECTION: Record<Locale, string> = { en: "bible", sw: "biblia" };

/**
 * A chapter page's path from the book's name in the page's language. The browser's copy of
 * `chapterHref`: it needs neither the book table nor the typed router.
 */
export function chapterPath(locale: Locale, bookName: string, chapter: number): string {
  return `/${locale}/${BIBLE_SECTION[locale]}/${encodeURIComponent(bookName)}/${chapter}`;
}

/** The element id of a verse row, also the URL fragment of a verse link (`#v16`). */
export function verseElementId(verse: number): string {
  return `v${verse}`;
}

export function verseFromHash(hash: string): number | undefined {
  const match = /^#v(\d{1,3})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}
