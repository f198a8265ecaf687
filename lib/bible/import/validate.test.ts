import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "../books";
import { emptyChapter, type ParsedBible } from "./parsed-bible";
import { countVerses, validateBible } from "./validate";

/** A complete canon with one verse a chapter. */
function completeBible(): ParsedBible {
  const books = new Map(
    BIBLE_BOOKS.map((book) => [
      book.id,
      Array.from({ length: book.chapters }, (_, index) => ({
        ...emptyChapter("TEST", book.id, index + 1),
        verses: [`${book.nameEn} ${index + 1}:1 text.`],
      })),
    ]),
  );
  return { versionId: "TEST", books, notices: [] };
}

describe("validateBible", () => {
  it("accepts the full canon", () => {
    const bible = completeBible();
    expect(validateBible(bible, { expectedVerseCount: 1189 })).toEqual([]);
    expect(countVerses(bible)).toBe(1189);
  });

  it("reports missing books and wrong chapter counts", () => {
    const bible = completeBible();
    bible.books.delete("Ruth");
    bible.books.get("Gen")!.pop();
    expect(validateBible(bible)).toEqual([
      "missing book: Ruth",
      "Genesis has 49 chapters, the book table says 50",
    ]);
  });

  it("reports chapters without verses, empty verses, markup and doubled spaces", () => {
    const bible = completeBible();
    bible.books.get("John")![2].verses = [];
    bible.books.get("John")![3].verses = ["First.", "  "];
    bible.books.get("Rom")![0].verses = ['For <w lemma="strong:G1">God</w> so loved.'];
    bible.books.get("Rom")![1].verses = ["Doubled  space."];
    expect(validateBible(bible)).toEqual([
      "John 3 has no verses",
      "John 4:2 is empty",
      'Romans 1:1 contains markup: "For <w lemma=\\"strong:G1\\">God</w> so loved."',
      "Romans 2:1 has doubled, leading or trailing spaces",
    ]);
  });

  it("reports a verse total other than the expected one", () => {
    expect(validateBible(completeBible(), { expectedVerseCount: 31_102 })).toEqual([
      "the text has 1,189 verses, expected 31,102",
    ]);
  });
});
