import "server-only";
import { findBook, type BibleBook } from "@/lib/bible/books";
import { OMITTED_VERSE_TEXT } from "@/lib/bible/chapter";
import {
  findReferences,
  formatReference,
  parseReference,
  type BibleReference,
  type FoundReference,
} from "@/lib/bible/reference";
import { getChapter, verseCount } from "@/lib/bible/text";
import type { Locale } from "@/lib/i18n/locales";
import { NON_BOOKS, type NonBook } from "./content";
import { foldText } from "./text-matching";

/** Longest passage quoted in a reply or listed under it. */
export const MAX_PASSAGE_VERSES = 6;

export type ReferenceProblem =
  | { kind: "chapter"; book: BibleBook; chapter: number; chapters: number }
  | { kind: "verse"; book: BibleBook; chapter: number; verse: number; verses: number };

/** Why a reference does not exist in the language's text, or undefined when it does. */
export function referenceProblem(
  reference: BibleReference,
  locale: Locale,
): ReferenceProblem | undefined {
  const { book, chapter } = reference;
  const verses = verseCount(locale, book.id, chapter);
  if (chapter > book.chapters || verses === 0) {
    return { kind: "chapter", book, chapter, chapters: book.chapters };
  }
  const last = reference.verseEnd ?? reference.verseStart;
  if (last !== undefined && last > verses) {
    const verse =
      reference.verseStart !== undefined && reference.verseStart > verses
        ? reference.verseStart
        : last;
    return { kind: "verse", book, chapter, verse, verses };
  }
  return undefined;
}

export function referenceExists(reference: BibleReference, locale: Locale): boolean {
  return referenceProblem(reference, locale) === undefined;
}

export function sameOrOverlapping(a: BibleReference, b: BibleReference): boolean {
  if (a.book.id !== b.book.id || a.chapter !== b.chapter) return false;
  if (a.verseStart === undefined || b.verseStart === undefined) return true;
  const aEnd = a.verseEnd ?? a.verseStart;
  const bEnd = b.verseEnd ?? b.verseStart;
  return a.verseStart <= bEnd && b.verseStart <= aEnd;
}

/** The verses a reference covers, a whole chapter being read from its first verse, at most `limit`. */
export function clampReference(
  reference: BibleReference,
  locale: Locale,
  limit = MAX_PASSAGE_VERSES,
): BibleReference {
  const count = verseCount(locale, reference.book.id, reference.chapter);
  const start = reference.verseStart ?? 1;
  const end = Math.min(
    reference.verseEnd ?? reference.verseStart ?? count,
    count,
    start + limit - 1,
  );
  return end > start
    ? { ...reference, verseStart: start, verseEnd: end }
    : { book: reference.book, chapter: reference.chapter, verseStart: start };
}

/** The exact words of an existing verse or range in the language's text, verses joined by a space. */
export function passageText(reference: BibleReference, locale: Locale): string {
  const chapter = getChapter(locale, reference.book.id, reference.chapter);
  if (!chapter) return "";
  const start = reference.verseStart ?? 1;
  const end = reference.verseEnd ?? reference.verseStart ?? chapter.verses.length;
  return chapter.verses
    .slice(start - 1, end)
    .filter((text) => text !== OMITTED_VERSE_TEXT)
    .join(" ")
    .trim();
}

export function chapterVerses(reference: BibleReference, locale: Locale): readonly string[] {
  return getChapter(locale, reference.book.id, reference.chapter)?.verses ?? [];
}

/** Whether Jesus speaks in the verse, from the red-letter markup of the English text. */
export function wordsOfJesusIn(reference: BibleReference): boolean {
  const chapter = getChapter("en", reference.book.id, reference.chapter);
  if (!chapter || reference.verseStart === undefined) return false;
  const end = reference.verseEnd ?? reference.verseStart;
  return chapter.wordsOfJesus.some(
    (span) => span.verse >= reference.verseStart! && span.verse <= end,
  );
}

/** "John 3:16 — For God so loved …": how a verse is shown in a reply and under it. */
export function passageLine(reference: BibleReference, locale: Locale): string {
  const shown = clampReference(reference, locale);
  return `${formatReference(shown, locale)} — ${passageText(shown, locale)}`;
}

/** An entry of `verses`; undefined for a reference that does not exist. */
export function verseEntry(reference: BibleReference, locale: Locale): string | undefined {
  if (!referenceExists(reference, locale)) return undefined;
  const line = passageLine(reference, locale);
  return line.endsWith(" — ") ? undefined : line;
}

const contentReferences = new Map<string, BibleReference>();

/** Parses a reference written in the assistant's content files; a typo there is a build error. */
export function contentReference(text: string): BibleReference {
  let reference = contentReferences.get(text);
  if (!reference) {
    const parsed = parseReference(text);
    if (!parsed) throw new Error(`Assistant content cites "${text}", which is not a reference.`);
    reference = parsed;
    contentReferences.set(text, reference);
  }
  return reference;
}

/** Words that may stand before "3:16" without naming a book. */
const NOT_BOOK_WORDS = new Set(
  [
    "verse",
    "verses",
    "vv",
    "chapter",
    "chapters",
    "chap",
    "ch",
    "sura",
    "mstari",
    "mistari",
    "saa",
    "time",
    "at",
    "by",
    "around",
    "about",
    "kuhusu",
    "and",
    "na",
    "or",
    "au",
    "in",
    "katika",
    "see",
    "ona",
    "tazama",
    "read",
    "soma",
    "quote",
    "nukuu",
    "explain",
    "eleza",
    "is",
    "ni",
    "of",
    "ya",
    "la",
    "wa",
    "cha",
    "to",
    "kwa",
    "from",
    "kutoka",
    "the",
    "also",
    "pia",
    "ratio",
    "score",
    "page",
    "ukurasa",
    "number",
    "namba",
    "psalm",
    "psalms",
    "zaburi",
    "nieleze",
    "nisomee",
    "nifafanulie",
    "ninukulie",
    "show",
    "give",
    "what",
    "nini",
    "on",
    "until",
    "hadi",
    "mpaka",
    "then",
    "kisha",
    "version",
    "toleo",
    "between",
    "kati",
  ].map((word) => foldText(word)),
);

export interface UnknownBookCitation {
  name: string;
  start: number;
  end: number;
  raw: string;
  nonBook?: NonBook;
}

function nonBookFor(name: string): NonBook | undefined {
  const key = foldText(name);
  return NON_BOOKS.find((entry) => entry.forms.some((form) => foldText(form) === key));
}

const CITATION_SHAPE =
  /(?<![\p{L}\p{N}])((?:[1-3][\s\u00a0]*)?\p{L}[\p{L}'’]{2,})\.?[\s\u00a0]+(\d{1,3})[\s\u00a0]*[:.][\s\u00a0]*(\d{1,3})(?:[\s\u00a0]*[-\u2010-\u2015\u2212][\s\u00a0]*\d{1,3})?(?![\p{L}\p{N}])/gu;

/**
 * Citations of books the Bible does not have: "Hezekiah 2:1", "Enoch 1:9". In a model's reply
 * only capitalised names count; in a typed message any case does.
 */
export function findUnknownBookCitations(
  text: string,
  options: { capitalizedOnly: boolean; known?: readonly FoundReference[] },
): UnknownBookCitation[] {
  if (!/\d[\s\u00a0]*[:.][\s\u00a0]*\d/u.test(text)) return [];
  const known = options.known ?? findReferences(text);
  const found: UnknownBookCitation[] = [];
  for (const match of text.matchAll(CITATION_SHAPE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (known.some((reference) => reference.start < end && start < reference.end)) continue;
    const name = match[1].replace(/^[1-3][\s\u00a0]*/u, "");
    if (options.capitalizedOnly && !/^\p{Lu}/u.test(name)) continue;
    if (NOT_BOOK_WORDS.has(foldText(name)) || findBook(match[1]) || findBook(name)) continue;
    found.push({ name, start, end, raw: match[0], nonBook: nonBookFor(name) });
  }
  return found;
}

const BOOK_OF =
  /(?<![\p{L}])(?:book of|gospel of|kitabu cha|injili ya|barua ya)[\s\u00a0]+(\p{L}{3,})/giu;

/** "the book of Hezekiah", "kitabu cha Henoko": books people expect that the Bible does not have. */
export function findNonBookMentions(text: string): UnknownBookCitation[] {
  const found: UnknownBookCitation[] = [];
  for (const match of text.matchAll(BOOK_OF)) {
    const nonBook = nonBookFor(match[1]);
    if (!nonBook || findBook(match[1])) continue;
    found.push({
      name: match[1],
      start: match.index,
      end: match.index + match[0].length,
      raw: match[0],
      nonBook,
    });
  }
  return found;
}
