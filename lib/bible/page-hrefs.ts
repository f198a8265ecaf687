import type { Locale } from "@/lib/i18n/locales";
import { bookName, type BibleBook } from "./books";
import type { VerseRange } from "./verse-range";
import { verseRangeSegment } from "./verse-range";

/** The typed href of a book's page (its chapter grid); the book is named in the page's language. */
export function bookHref(book: BibleBook, locale: Locale) {
  return { pathname: "/bible/[book]" as const, params: { book: bookName(book, locale) } };
}

/** The typed href of a chapter page; the book is named in the page's language. */
export function chapterHref(book: BibleBook, chapter: number, locale: Locale) {
  return {
    pathname: "/bible/[book]/[chapter]" as const,
    params: { book: bookName(book, locale), chapter: String(chapter) },
  };
}

/** The typed href of a verse page: `/en/bible/John/3/16`, `/sw/biblia/Yohana/3/16-18`. */
export function verseHref(book: BibleBook, chapter: number, verses: VerseRange, locale: Locale) {
  return {
    pathname: "/bible/[book]/[chapter]/[verse]" as const,
    params: {
      book: bookName(book, locale),
      chapter: String(chapter),
      verse: verseRangeSegment(verses),
    },
  };
}
