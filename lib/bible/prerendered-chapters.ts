import { BIBLE_BOOKS, findBook, type BibleBook } from "./books";

/** The chapters most often opened, prerendered at build time in both languages. */
const MOST_OPENED_CHAPTERS: ReadonlyArray<[bookId: string, chapter: number]> = [
  ["Gen", 1],
  ["Ps", 23],
  ["Ps", 91],
  ["Prov", 3],
  ["Isa", 53],
  ["Matt", 5],
  ["John", 1],
  ["John", 3],
  ["Rom", 8],
  ["1Cor", 13],
];

/**
 * The chapters a build renders ahead: the most opened, or with `PRERENDER_ALL_CHAPTERS=1` all
 * 1,189. Any other is rendered on its first request and kept until the next build, so the choice
 * trades build time and disk for that first reader's wait (README, "Running in production").
 */
export function chaptersToPrerender(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Array<{ book: BibleBook; chapter: number }> {
  if (env.PRERENDER_ALL_CHAPTERS === "1") {
    return BIBLE_BOOKS.flatMap((book) =>
      Array.from({ length: book.chapters }, (_, index) => ({ book, chapter: index + 1 })),
    );
  }
  return MOST_OPENED_CHAPTERS.flatMap(([bookId, chapter]) => {
    const book = findBook(bookId);
    return book ? [{ book, chapter }] : [];
  });
}
