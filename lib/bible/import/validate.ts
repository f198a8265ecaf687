import { BIBLE_BOOKS } from "../books";
import type { ParsedBible } from "./parsed-bible";

export interface ValidationOptions {
  /** The exact number of verses the text must have, when known (31,102 for the Union Version). */
  expectedVerseCount?: number;
}

const MARKUP = /<\/?[A-Za-z][^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;
const MAX_REPORTED_PROBLEMS = 50;

export function countVerses(bible: ParsedBible): number {
  let total = 0;
  for (const chapters of bible.books.values()) {
    for (const chapter of chapters) total += chapter?.verses.length ?? 0;
  }
  return total;
}

/**
 * Checks a parsed text against the canon: exactly the 66 books, each with the book table's
 * number of chapters, every chapter with verses, every verse non-empty plain text with single
 * spaces, and the expected verse total. Returns every problem found (empty when valid).
 */
export function validateBible(bible: ParsedBible, options: ValidationOptions = {}): string[] {
  const problems: string[] = [];
  const canonIds = new Set(BIBLE_BOOKS.map((book) => book.id));

  const missing = BIBLE_BOOKS.filter((book) => !bible.books.has(book.id));
  if (missing.length > 0) {
    problems.push(
      `missing book${missing.length === 1 ? "" : "s"}: ${missing.map((book) => book.nameEn).join(", ")}`,
    );
  }
  const extra = [...bible.books.keys()].filter((id) => !canonIds.has(id));
  if (extra.length > 0) problems.push(`books outside the 66-book canon: ${extra.join(", ")}`);

  for (const book of BIBLE_BOOKS) {
    const chapters = bible.books.get(book.id);
    if (!chapters) continue;
    if (chapters.length !== book.chapters) {
      problems.push(
        `${book.nameEn} has ${chapters.length} chapters, the book table says ${book.chapters}`,
      );
    }
    for (let index = 0; index < chapters.length; index += 1) {
      const chapter = chapters[index];
      const label = `${book.nameEn} ${index + 1}`;
      if (!chapter || chapter.verses.length === 0) {
        problems.push(`${label} has no verses`);
        continue;
      }
      chapter.verses.forEach((text, verseIndex) => {
        const reference = `${label}:${verseIndex + 1}`;
        if (text.trim() === "") problems.push(`${reference} is empty`);
        else if (MARKUP.test(text))
          problems.push(`${reference} contains markup: ${JSON.stringify(text.slice(0, 80))}`);
        else if (/\s{2,}|^\s|\s$/u.test(text))
          problems.push(`${reference} has doubled, leading or trailing spaces`);
      });
    }
  }

  const total = countVerses(bible);
  if (options.expectedVerseCount !== undefined && total !== options.expectedVerseCount) {
    problems.push(
      `the text has ${total.toLocaleString("en")} verses, expected ${options.expectedVerseCount.toLocaleString("en")}`,
    );
  }
  if (problems.length > MAX_REPORTED_PROBLEMS) {
    return [
      ...problems.slice(0, MAX_REPORTED_PROBLEMS),
      `... and ${problems.length - MAX_REPORTED_PROBLEMS} more`,
    ];
  }
  return problems;
}
