import { describe, expect, it } from "vitest";
import { verseBooks } from "./verse-books";
import { verseHref } from "./verse-link";
import { testVerse } from "@/tests/support/bookmark-fixtures";

describe("verseHref", () => {
  const books = verseBooks();

  it("opens the verse in the reader of the version it was saved from", () => {
    expect(verseHref(testVerse(), books)).toBe("/en/bible/John/3#v16");
    expect(verseHref(testVerse({ translation: "SUV" }), books)).toBe("/sw/biblia/Yohana/3#v16");
    expect(
      verseHref(testVerse({ book: "1Cor", chapter: 13, verse_start: 4, verse_end: 7 }), books),
    ).toBe("/en/bible/1%20Corinthians/13#v4");
  });

  it("gives no link for a version or a book the site does not have", () => {
    expect(verseHref(testVerse({ translation: "KJV" }), books)).toBeNull();
    expect(verseHref(testVerse({ book: "Tob" }), books)).toBeNull();
  });
});
