import { BIBLE_BOOKS } from "../books";
import { BibleImportError } from "./errors";
import { emptyChapter, type ParsedBible } from "./parsed-bible";
import { decodeEntities } from "./plain-text";

/**
 * The Union Version marks a few quoted phrases with angle brackets, escaped as entities in the
 * source; single guillemets keep the quotation without looking like markup.
 */
const TSV_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "‹",
  gt: "›",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

const BOOK_CODE = /^(\d{2})([ON])$/;
const MAX_REPORTED_PROBLEMS = 50;

/**
 * Parses the verse-per-line format `BOOK<TAB>CHAPTER<TAB>VERSE<TAB>TEXT`, where BOOK is the
 * canon number with a testament letter (`01O` Genesis .. `66N` Revelation). Lines starting with
 * `#` are comments. Verses must come in order, chapter by chapter.
 */
export function parseTsvBible(
  source: string,
  versionId: string,
  sourceName = "TSV source",
): ParsedBible {
  const books = new Map<string, ReturnType<typeof emptyChapter>[]>();
  const problems: string[] = [];
  const lines = source.split(/\r?\n/);

  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if (line.trim() === "" || line.startsWith("#")) return;
    const report = (problem: string) => problems.push(`line ${lineNumber}: ${problem}`);
    const fields = line.split("\t");
    if (fields.length < 4) {
      report(
        `expected BOOK, CHAPTER, VERSE and TEXT separated by tabs, found ${fields.length} field(s)`,
      );
      return;
    }
    const [code, chapterField, verseField, ...textFields] = fields;
    const codeMatch = BOOK_CODE.exec(code.trim());
    const book = codeMatch ? BIBLE_BOOKS[Number(codeMatch[1]) - 1] : undefined;
    if (!codeMatch || !book) {
      report(`unknown book code "${code}" (expected 01O..39O or 40N..66N)`);
      return;
    }
    if ((book.testament === "OLD TESTAMENT") !== (codeMatch[2] === "O")) {
      report(`book code "${code}" has the wrong testament letter for ${book.nameEn}`);
      return;
    }
    const chapter = Number(chapterField);
    const verse = Number(verseField);
    if (!/^\d+$/.test(chapterField.trim()) || chapter < 1) {
      report(`chapter "${chapterField}" is not a positive number`);
      return;
    }
    if (!/^\d+$/.test(verseField.trim()) || verse < 1) {
      report(`verse "${verseField}" is not a positive number`);
      return;
    }

    const chapters = books.get(book.id) ?? [];
    books.set(book.id, chapters);
    const chapterText = (chapters[chapter - 1] ??= emptyChapter(versionId, book.id, chapter));
    const expectedVerse = chapterText.verses.length + 1;
    if (verse !== expectedVerse) {
      report(
        `${book.nameEn} ${chapter}:${verse} is out of order (expected verse ${expectedVerse} next)`,
      );
      return;
    }
    const text = decodeEntities(textFields.join(" "), TSV_ENTITIES).replace(/\s+/gu, " ").trim();
    chapterText.verses.push(text);
  });

  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED_PROBLEMS);
    if (problems.length > shown.length)
      shown.push(`... and ${problems.length - shown.length} more`);
    throw new BibleImportError(sourceName, shown);
  }
  return { versionId, books, notices: [] };
}
