import "server-only";
import { readFileSync } from "node:fs";
import type { Locale } from "@/lib/i18n/locales";
import { BIBLE_BOOKS, findBook, getBookById, type BibleBook } from "./books";
import { OMITTED_VERSE_TEXT, type ChapterText } from "./chapter";
import { builtVersionPath } from "./paths";
import { decodeChapter, STORED_FORMAT, type StoredBible } from "./stored-format";
import { versesOf, type VerseRange } from "./verse-range";
import { defaultVersion, findVersion, type BibleVersion } from "./versions";

export type { ChapterText } from "./chapter";

export interface LoadedBible {
  version: BibleVersion;
  verseCount: number;
  /** Chapters per OSIS book id; chapter n at index n - 1. */
  chapters: ReadonlyMap<string, readonly ChapterText[]>;
}

const cache = globalThis as typeof globalThis & { __bibleTexts?: Map<string, LoadedBible> };

function loadFromDisk(version: BibleVersion): LoadedBible {
  const file = builtVersionPath(process.cwd(), version.id);
  let stored: StoredBible;
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as StoredBible;
  } catch (error) {
    throw new Error(`Bible text ${version.id} is not built (${file}); run \`npm run content\`.`, {
      cause: error,
    });
  }
  if (stored.format !== STORED_FORMAT || stored.version !== version.id) {
    throw new Error(`Bible text ${file} is from another import; run \`npm run content\`.`);
  }
  const chapters = new Map<string, ChapterText[]>();
  for (const book of BIBLE_BOOKS) {
    chapters.set(
      book.id,
      (stored.books[book.id] ?? []).map((chapter, index) =>
        decodeChapter(chapter, version.id, book.id, index + 1),
      ),
    );
  }
  return { version, verseCount: stored.verseCount, chapters };
}

/** The whole text of a version, read from the import's output once per process. */
export function loadBible(version: BibleVersion): LoadedBible {
  const texts = (cache.__bibleTexts ??= new Map());
  let loaded = texts.get(version.id);
  if (!loaded) {
    loaded = loadFromDisk(version);
    texts.set(version.id, loaded);
  }
  return loaded;
}

/**
 * The version to read: the requested one when it exists, else the language's default.
 * Returns undefined for an unknown requested version.
 */
export function resolveVersion(
  locale: Locale,
  versionId?: string | null,
): BibleVersion | undefined {
  if (!versionId) return defaultVersion(locale);
  return findVersion(versionId);
}

function resolveBook(bookId: string): BibleBook | undefined {
  return getBookById(bookId) ?? findBook(bookId);
}

export function getChapter(
  locale: Locale,
  bookId: string,
  chapter: number,
  version?: string,
): ChapterText | undefined {
  const resolved = resolveVersion(locale, version);
  const book = resolveBook(bookId);
  if (!resolved || !book || !Number.isInteger(chapter) || chapter < 1) return undefined;
  return loadBible(resolved).chapters.get(book.id)?.[chapter - 1];
}

export function getVerseText(
  locale: Locale,
  bookId: string,
  chapter: number,
  verse: number,
  version?: string,
): string | undefined {
  if (!Number.isInteger(verse) || verse < 1) return undefined;
  return getChapter(locale, bookId, chapter, version)?.verses[verse - 1];
}

export interface QuotedVerses {
  chapter: ChapterText;
  verses: Array<{ verse: number; text: string }>;
}

/**
 * The verses of a range in a language's text, or undefined when the chapter stops before the
 * range ends or the translation leaves every verse of it out.
 */
export function getVerses(
  locale: Locale,
  bookId: string,
  chapter: number,
  range: VerseRange,
): QuotedVerses | undefined {
  const text = getChapter(locale, bookId, chapter);
  if (!text || range.end > text.verses.length) return undefined;
  const verses = versesOf(range).map((verse) => ({ verse, text: text.verses[verse - 1] }));
  if (verses.every(({ text: verseText }) => verseText === OMITTED_VERSE_TEXT)) return undefined;
  return { chapter: text, verses };
}

/** Number of verses in a chapter; 0 when the book or chapter does not exist. */
export function verseCount(
  locale: Locale,
  bookId: string,
  chapter: number,
  version?: string,
): number {
  return getChapter(locale, bookId, chapter, version)?.verses.length ?? 0;
}

/** Name, year and abbreviation of the text a language reads (or of the requested version). */
export function versionInfo(locale: Locale, version?: string): BibleVersion | undefined {
  return resolveVersion(locale, version);
}
