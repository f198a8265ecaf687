import { bookName, type BibleBook } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";

/** The typed next-intl href of a chapter page; the book is named in the page's language. */
export function chapterHref(book: BibleBook, chapter: number, locale: Locale) {
  return {
    pathname: "/bible/[book]/[chapter]" as const,
    params: { book: bookName(book, locale), chapter: String(chapter) },
  };
}
