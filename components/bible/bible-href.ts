import { bookName, type BibleBook } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";

/** The typed next-intl href of a chapter page; the book is named in the page's language. */
export function chapterHref(book: BibleBook, chapter: number, locale: Locale) {
  return {
    pathname: "/bible/[book]/[chapter]" as const,
    params: { book: bookName(book, locale), chapter: String(chapter) },
  };
}

/** The element id of a verse row, also the URL fragment of a verse link (`#v16`). */
export function verseElementId(verse: number): string {
  return `v${verse}`;
}

export function verseFromHash(hash: string): number | undefined {
  const match = /^#v(\d{1,3})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}
