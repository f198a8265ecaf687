import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "@/lib/bible/books";
import type { BibleBookResponseItem } from "@/lib/bible/schemas";
import { highlightSpans, matchingBooks } from "./search-matching";

const SWAHILI_LIST: BibleBookResponseItem[] = BIBLE_BOOKS.map((book) => ({
  id: book.id,
  name: book.nameSw,
  name_en: book.nameEn,
  name_sw: book.nameSw,
  testament: book.testament,
  chapter: book.chapters,
}));

describe("matchingBooks", () => {
  it("matches a case-insensitive substring of the localized or the English name", () => {
    expect(matchingBooks(SWAHILI_LIST, "JOHN", "sw").map((book) => book.id)).toEqual([
      "John",
      "1John",
      "2John",
      "3John",
    ]);
    expect(matchingBooks(SWAHILI_LIST, "yohana", "sw").map((book) => book.id)).toEqual([
      "John",
      "1John",
      "2John",
      "3John",
      "Rev",
    ]);
    expect(matchingBooks(SWAHILI_LIST, "zab", "sw").map((book) => book.id)).toEqual(["Ps"]);
  });

  it("names each book in the page's language, whatever language the list was fetched in", () => {
    expect(matchingBooks(SWAHILI_LIST, "genesis", "en")).toEqual([
      { id: "Gen", name: "Genesis", testament: "OLD TESTAMENT", chapters: 50 },
    ]);
    expect(matchingBooks(SWAHILI_LIST, "genesis", "sw")[0]?.name).toBe("Mwanzo");
  });

  it("finds no book for verse searches and references", () => {
    expect(matchingBooks(SWAHILI_LIST, "upendo", "sw")).toEqual([]);
    expect(matchingBooks(SWAHILI_LIST, "Yohana 3:16", "sw")).toEqual([]);
    expect(matchingBooks(SWAHILI_LIST, "   ", "sw")).toEqual([]);
  });

  it("works from a list that carries only the localized names", () => {
    const bare = BIBLE_BOOKS.map((book) => ({
      name: book.nameEn,
      testament: book.testament,
      chapter: book.chapters,
    }));
    expect(matchingBooks(bare, "psalm", "en")).toEqual([
      { id: "Psalms", name: "Psalms", testament: "OLD TESTAMENT", chapters: 150 },
    ]);
  });
});

describe("highlightSpans", () => {
  it("uses the server's offsets, sorted and merged", () => {
    expect(
      highlightSpans("God is love and love", "love", [
        [16, 20],
        [7, 11],
        [9, 12],
      ]),
    ).toEqual([
      [7, 12],
      [16, 20],
    ]);
  });

  it("falls back to the query's words, ignoring case and out-of-range offsets", () => {
    expect(highlightSpans("Love never fails; love is kind", "love kind", [[50, 60]])).toEqual([
      [0, 4],
      [18, 22],
      [26, 30],
    ]);
  });
});
