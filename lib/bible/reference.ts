import type { Locale } from "@/lib/i18n/locales";
import { BOOK_NAME_FORMS, bookKey, bookName, findBook, type BibleBook } from "./books";

export interface BibleReference {
  book: BibleBook;
  chapter: number;
  verseStart?: number;
  verseEnd?: number;
}

export interface FoundReference {
  reference: BibleReference;
  /** Index of the first character of `raw` in the scanned text. */
  start: number;
  /** Index just past the last character of `raw`. */
  end: number;
  raw: string;
}

/** The dash between the verses of a range, in both languages. */
export const RANGE_DASH = "–";

const SPACE = "[\\s\\u200B]";
const DASH = "[-\\u2010-\\u2015\\u2212\\uFE58\\uFE63\\uFF0D]";
const NUMBER = "(\\d{1,3})";
const VERSE_SUFFIX = "[ab]?";
const CHAPTER_VERSE_SEPARATOR = `${SPACE}*[:.]${SPACE}*`;

/**
 * Chapter, then either a verse (optionally a range, possibly ending in another chapter) or a
 * chapter range. Groups: chapter, verseStart, endChapter, verseEnd, chapterRangeEnd.
 */
const LOCATION_PATTERN =
  `${SPACE}*${NUMBER}` +
  `(?:${CHAPTER_VERSE_SEPARATOR}${NUMBER}${VERSE_SUFFIX}` +
  `(?:${SPACE}*${DASH}${SPACE}*(?:${NUMBER}${CHAPTER_VERSE_SEPARATOR})?${NUMBER}${VERSE_SUFFIX})?` +
  `|${SPACE}*${DASH}${SPACE}*${NUMBER}(?!${CHAPTER_VERSE_SEPARATOR}\\d))?`;

const WHOLE_REFERENCE = new RegExp(`^${SPACE}*(.+?)\\.?${LOCATION_PATTERN}${SPACE}*$`, "iu");

const ORDINAL_PREFIX = /^(1|2|3|1st|2nd|3rd|i|ii|iii|first|second|third) (.+)$/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function wordsPattern(words: string): string {
  return words.split(" ").map(escapeRegExp).join(`${SPACE}+`);
}

function formPattern(form: string): string {
  const ordinal = ORDINAL_PREFIX.exec(form);
  if (!ordinal) return wordsPattern(form);
  const gap = /^\d/.test(ordinal[1]) ? `${SPACE}*` : `${SPACE}+`;
  return `${escapeRegExp(ordinal[1])}${gap}${wordsPattern(ordinal[2])}`;
}

const BOOK_ALTERNATION = [...new Set(BOOK_NAME_FORMS.map(({ form }) => form))]
  .sort((a, b) => b.length - a.length)
  .map(formPattern)
  .join("|");

const REFERENCE_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}])(${BOOK_ALTERNATION})\\.?${LOCATION_PATTERN}(?![\\p{L}\\p{N}])`,
  "giu",
);

/** A verse or a verse list after a reference: "; 12:1", ", 18", ", 20-22". */
const CONTINUATION = new RegExp(
  `^${SPACE}*([;,])${SPACE}*(?:${NUMBER}${CHAPTER_VERSE_SEPARATOR})?${NUMBER}${VERSE_SUFFIX}` +
    `(?:${SPACE}*${DASH}${SPACE}*${NUMBER}${VERSE_SUFFIX})?(?![\\p{L}\\p{N}]|${CHAPTER_VERSE_SEPARATOR}\\d)`,
  "iu",
);

function toNumber(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

function buildReference(
  book: BibleBook,
  chapter: number,
  verseStart: number | undefined,
  endChapter: number | undefined,
  verseEnd: number | undefined,
  chapterRangeEnd: number | undefined,
): BibleReference | null {
  if (chapter < 1) return null;
  // Single-chapter books are cited by verse alone: "Jude 3", "Yuda 3-5".
  if (book.chapters === 1 && verseStart === undefined && chapter > 1) {
    return buildReference(book, 1, chapter, undefined, chapterRangeEnd, undefined);
  }
  if (verseStart === undefined) return { book, chapter };
  if (verseStart < 1) return null;
  const sameChapterEnd = endChapter === undefined || endChapter === chapter;
  if (verseEnd === undefined || !sameChapterEnd || verseEnd === verseStart) {
    return { book, chapter, verseStart };
  }
  if (verseEnd < verseStart) return null;
  return { book, chapter, verseStart, verseEnd };
}

function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u200B]+/gu, " ");
}

function decodeIfEncoded(text: string): string {
  if (!/%[0-9a-f]{2}/i.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Parses a string that is a reference and nothing else: "John 3:16", "Yohana 3:16-18",
 * "Zab 23", "1 Jn 4:8", "Jude 3". Chapter and verse numbers are not checked against the text.
 */
export function parseReference(text: string): BibleReference | null {
  const match = WHOLE_REFERENCE.exec(normalizeSpaces(decodeIfEncoded(text)));
  if (!match) return null;
  const book = findBook(match[1]);
  if (!book) return null;
  const [, , chapter, verseStart, endChapter, verseEnd, chapterRangeEnd] = match;
  return buildReference(
    book,
    Number(chapter),
    toNumber(verseStart),
    toNumber(endChapter),
    toNumber(verseEnd),
    toNumber(chapterRangeEnd),
  );
}

/** Abbreviations that are also everyday words, accepted in free text only before chapter:verse. */
const WORDLIKE_ABBREVIATIONS = new Set(["is", "am", "na", "ex", "ac", "la", "le", "de", "re"]);

function isPlausibleInText(bookText: string, hasVerse: boolean): boolean {
  const capitalized = /^[\p{Lu}\p{N}]/u.test(bookText);
  const key = bookKey(bookText);
  if (hasVerse) return capitalized || key.replace(/\d/g, "").length >= 4;
  return capitalized && key.length >= 2 && !WORDLIKE_ABBREVIATIONS.has(key);
}

function readContinuations(
  text: string,
  from: number,
  book: BibleBook,
  chapter: number,
): FoundReference[] {
  const found: FoundReference[] = [];
  let position = from;
  let currentChapter = chapter;
  for (;;) {
    const rest = text.slice(position);
    const match = CONTINUATION.exec(rest);
    if (!match) break;
    const numberStart = position + match[0].indexOf(match[1]) + 1;
    const startsNewReference = new RegExp(REFERENCE_IN_TEXT.source, "iuy");
    startsNewReference.lastIndex =
      numberStart + (/^\s*/u.exec(text.slice(numberStart))?.[0].length ?? 0);
    if (startsNewReference.test(text)) break;
    const [whole, , explicitChapter, verseStart, verseEnd] = match;
    if (explicitChapter === undefined && match[1] === ";") break;
    if (explicitChapter !== undefined) currentChapter = Number(explicitChapter);
    const reference = buildReference(
      book,
      currentChapter,
      Number(verseStart),
      undefined,
      toNumber(verseEnd),
      undefined,
    );
    if (!reference) break;
    const start = numberStart + (/^[\s\u200B]*/u.exec(text.slice(numberStart))?.[0].length ?? 0);
    const end = position + whole.length;
    found.push({ reference, start, end, raw: text.slice(start, end) });
    position = end;
  }
  return found;
}

/**
 * Finds every Bible reference in free English or Swahili text: "John 3:16", "1 Yoh 4:8",
 * "Zaburi 23", "Rom 8:28; 12:1", ranges with any dash and any Unicode space. Lower-case short
 * abbreviations and chapter-only mentions of abbreviations are skipped, being mostly words.
 */
export function findReferences(text: string): FoundReference[] {
  const found: FoundReference[] = [];
  const pattern = new RegExp(REFERENCE_IN_TEXT.source, REFERENCE_IN_TEXT.flags);
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const [raw, bookText, chapter, verseStart, endChapter, verseEnd, chapterRangeEnd] = match;
    const book = findBook(bookText);
    const hasVerse = verseStart !== undefined || (book?.chapters === 1 && Number(chapter) > 1);
    if (!book || !isPlausibleInText(bookText, hasVerse)) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    const reference = buildReference(
      book,
      Number(chapter),
      toNumber(verseStart),
      toNumber(endChapter),
      toNumber(verseEnd),
      toNumber(chapterRangeEnd),
    );
    if (!reference) continue;
    const end = match.index + raw.length;
    found.push({ reference, start: match.index, end, raw });
    if (reference.verseStart !== undefined) {
      const continuations = readContinuations(text, end, book, reference.chapter);
      found.push(...continuations);
      if (continuations.length > 0) pattern.lastIndex = continuations[continuations.length - 1].end;
    }
  }
  return found;
}

/** "John 3:16", "Yohana 3:16–18", "Psalm 23", "Zaburi 23". */
export function formatReference(reference: BibleReference, locale: Locale): string {
  const { book, chapter, verseStart, verseEnd } = reference;
  // English cites one psalm as "Psalm 23", the book as "Psalms".
  const name = locale === "en" && book.id === "Ps" ? "Psalm" : bookName(book, locale);
  if (verseStart === undefined) return `${name} ${chapter}`;
  const range = verseEnd !== undefined && verseEnd !== verseStart ? `${RANGE_DASH}${verseEnd}` : "";
  return `${name} ${chapter}:${verseStart}${range}`;
}
