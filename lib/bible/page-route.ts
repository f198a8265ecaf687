import "server-only";
import { hasLocale } from "next-intl";
import { bookName, findBook, type BibleBook } from "@/lib/bible/books";
import {
  parseChapterAndVerses,
  parseVerseSegment,
  verseRangeSegment,
  type VerseRange,
} from "@/lib/bible/verse-range";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { routing } from "@/lib/i18n/routing";
import { bookHref, chapterHref, verseHref } from "./page-hrefs";

export type BookRoute =
  | { kind: "book"; locale: Locale; book: BibleBook }
  | { kind: "redirect"; locale: Locale; book: BibleBook }
  | { kind: "not-found" };

export type ChapterRoute =
  | { kind: "chapter"; locale: Locale; book: BibleBook; chapter: number }
  | { kind: "redirect"; locale: Locale; book: BibleBook; chapter: number; permanent: boolean }
  | { kind: "verse-redirect"; locale: Locale; book: BibleBook; chapter: number; verses: VerseRange }
  | { kind: "not-found" };

export type VerseRoute =
  | { kind: "verse"; locale: Locale; book: BibleBook; chapter: number; verses: VerseRange }
  | { kind: "redirect"; locale: Locale; book: BibleBook; chapter: number; verses: VerseRange }
  | { kind: "not-found" };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const CHAPTER_NUMBER = /^\d{1,3}$/;

/** The language and book of a Bible URL; the book may be named in any language or abbreviated. */
function readBook(params: {
  locale: string;
  book: string;
}): { locale: Locale; book: BibleBook; isCanonical: boolean } | null {
  if (!hasLocale(routing.locales, params.locale)) return null;
  const requestedName = decodeSegment(params.book);
  const book = findBook(requestedName);
  if (!book) return null;
  return {
    locale: params.locale,
    book,
    isCanonical: requestedName === bookName(book, params.locale),
  };
}

/**
 * Reads the `[book]` segment of a book page: a book named in the other language, in another case
 * or by abbreviation moves permanently to its canonical name; an unknown book is a 404.
 */
export function resolveBookRoute(params: { locale: string; book: string }): BookRoute {
  const found = readBook(params);
  if (!found) return { kind: "not-found" };
  const { locale, book, isCanonical } = found;
  return { kind: isCanonical ? "book" : "redirect", locale, book };
}

/**
 * Reads the `[book]` and `[chapter]` segments of a chapter URL. Other book names and chapter
 * spellings ("03") move permanently to the canonical address; a chapter written as a reference
 * ("3:16") moves permanently to that verse's page; a chapter that is not a number is ignored, so
 * the reader opens chapter 1 (temporarily); a missing book or chapter is a 404.
 */
export function resolveChapterRoute(params: {
  locale: string;
  book: string;
  chapter: string;
}): ChapterRoute {
  const found = readBook(params);
  if (!found) return { kind: "not-found" };
  const { locale, book } = found;
  const chapterSegment = decodeSegment(params.chapter).trim();

  const reference = parseChapterAndVerses(chapterSegment);
  if (reference) {
    if (reference.chapter > book.chapters) return { kind: "not-found" };
    return { kind: "verse-redirect", locale, book, ...reference };
  }

  const isNumeric = CHAPTER_NUMBER.test(chapterSegment);
  const chapter = isNumeric ? Number(chapterSegment) : 1;
  if (chapter < 1 || chapter > book.chapters) return { kind: "not-found" };

  const isCanonical = found.isCanonical && isNumeric && chapterSegment === String(chapter);
  if (isCanonical) return { kind: "chapter", locale, book, chapter };
  return { kind: "redirect", locale, book, chapter, permanent: isNumeric };
}

/**
 * Reads a verse page's URL: `.../John/3/16` or `.../John/3/16-18`. Other spellings move
 * permanently to the canonical address; a chapter or verse segment that is no number is a 404
 * (whether the verses exist is checked against the text by the page).
 */
export function resolveVerseRoute(params: {
  locale: string;
  book: string;
  chapter: string;
  verse: string;
}): VerseRoute {
  const found = readBook(params);
  if (!found) return { kind: "not-found" };
  const { locale, book } = found;
  const chapterSegment = decodeSegment(params.chapter).trim();
  const verseSegment = decodeSegment(params.verse).trim();
  const verses = parseVerseSegment(verseSegment);
  if (!CHAPTER_NUMBER.test(chapterSegment) || !verses) return { kind: "not-found" };
  const chapter = Number(chapterSegment);
  if (chapter < 1 || chapter > book.chapters) return { kind: "not-found" };

  const isCanonical =
    found.isCanonical &&
    chapterSegment === String(chapter) &&
    verseSegment === verseRangeSegment(verses);
  return { kind: isCanonical ? "verse" : "redirect", locale, book, chapter, verses };
}

export interface BibleAddressRedirect {
  location: string;
  permanent: boolean;
}

const BIBLE_PAGE_PATH = /^\/(en|sw)\/(bible|biblia)\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/;

/**
 * Where a Bible page's non-canonical address moves, decided before the page renders. Next sends
 * two identical `Location` headers when a cached page redirects on its first render, and a
 * service worker's fetch joins them into "/a, /a", which then answers 404; the proxy's redirect
 * carries one.
 */
export function bibleAddressRedirect(pathname: string): BibleAddressRedirect | null {
  const match = BIBLE_PAGE_PATH.exec(pathname);
  if (!match) return null;
  const [, locale, section, book, chapter, verse] = match;
  if (section !== routing.pathnames["/bible"][locale as Locale].slice(1)) return null;
  const toAddress = (href: Parameters<typeof localizedPathname>[0]["href"], permanent = true) => ({
    location: localizedPathname({ href, locale: locale as Locale }),
    permanent,
  });
  if (chapter === undefined) {
    const route = resolveBookRoute({ locale, book });
    return route.kind === "redirect" ? toAddress(bookHref(route.book, route.locale)) : null;
  }
  if (verse === undefined) {
    const route = resolveChapterRoute({ locale, book, chapter });
    if (route.kind === "verse-redirect") {
      return toAddress(verseHref(route.book, route.chapter, route.verses, route.locale));
    }
    return route.kind === "redirect"
      ? toAddress(chapterHref(route.book, route.chapter, route.locale), route.permanent)
      : null;
  }
  const route = resolveVerseRoute({ locale, book, chapter, verse });
  return route.kind === "redirect"
    ? toAddress(verseHref(route.book, route.chapter, route.verses, route.locale))
    : null;
}
