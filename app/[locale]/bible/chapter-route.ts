import "server-only";
import { hasLocale } from "next-intl";
import { bookName, findBook, type BibleBook } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";

export type ChapterRoute =
  | { kind: "chapter"; locale: Locale; book: BibleBook; chapter: number }
  | { kind: "redirect"; locale: Locale; book: BibleBook; chapter: number; permanent: boolean }
  | { kind: "not-found" };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const CHAPTER_NUMBER = /^\d{1,3}$/;

/**
 * Reads the `[book]` and `[chapter]` segments of a Bible URL. A book named in the other language,
 * in another case or by abbreviation moves permanently to its canonical name; a chapter that is
 * not a number is ignored, so the reader opens chapter 1; a missing book or chapter is a 404.
 */
export function resolveChapterRoute(params: {
  locale: string;
  book: string;
  chapter?: string;
}): ChapterRoute {
  if (!hasLocale(routing.locales, params.locale)) return { kind: "not-found" };
  const locale = params.locale;
  const requestedName = decodeSegment(params.book);
  const book = findBook(requestedName);
  if (!book) return { kind: "not-found" };

  const chapterSegment =
    params.chapter === undefined ? undefined : decodeSegment(params.chapter).trim();
  const isNumeric = chapterSegment !== undefined && CHAPTER_NUMBER.test(chapterSegment);
  const chapter = isNumeric ? Number(chapterSegment) : 1;
  if (chapter < 1 || chapter > book.chapters) return { kind: "not-found" };

  const isCanonical =
    requestedName === bookName(book, locale) && isNumeric && chapterSegment === String(chapter);
  if (isCanonical) return { kind: "chapter", locale, book, chapter };
  return { kind: "redirect", locale, book, chapter, permanent: isNumeric };
}
