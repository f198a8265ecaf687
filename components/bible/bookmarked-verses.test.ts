import { describe, expect, it } from "vitest";
import { testBookmark, testVerse } from "@/tests/support/bookmark-fixtures";
import { bookmarkedVerses, fillReference, verseBookmark } from "./bookmarked-verses";

const john3 = { bookId: "John", chapter: 3, translation: "WEB" };

describe("bookmarked verses of a chapter", () => {
  const single = testBookmark({ type: "VERSE", verse: testVerse() });
  const range = testBookmark({ type: "VERSE", verse: testVerse({ verse_start: 1, verse_end: 3 }) });
  const otherVersion = testBookmark({ type: "VERSE", verse: testVerse({ translation: "SUV" }) });
  const otherChapter = testBookmark({ type: "VERSE", verse: testVerse({ chapter: 4 }) });
  const note = testBookmark({ type: "NOTE" });
  const all = [single, range, otherVersion, otherChapter, note];

  it("marks every verse a bookmark of this chapter and version covers", () => {
    expect([...bookmarkedVerses(all, john3)].sort((a, b) => a - b)).toEqual([1, 2, 3, 16]);
    expect([...bookmarkedVerses(all, { ...john3, translation: "SUV" })]).toEqual([16]);
    expect(bookmarkedVerses([], john3).size).toBe(0);
  });

  it("finds the bookmark of exactly one verse", () => {
    expect(verseBookmark(all, john3, 16)).toBe(single);
    expect(verseBookmark(all, john3, 2)).toBeUndefined();
  });

  it("fills the reference into a text formatted on the server", () => {
    expect(fillReference("Bookmark {reference}", "John 3:16")).toBe("Bookmark John 3:16");
  });
});
