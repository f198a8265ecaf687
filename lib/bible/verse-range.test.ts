import { describe, expect, it } from "vitest";
import {
  parseChapterAndVerses,
  parseVerseSegment,
  verseRangeSegment,
  versesOf,
} from "./verse-range";

describe("parseVerseSegment", () => {
  it("reads one verse and a range", () => {
    expect(parseVerseSegment("16")).toEqual({ start: 16, end: 16 });
    expect(parseVerseSegment("16-18")).toEqual({ start: 16, end: 18 });
    expect(parseVerseSegment("176")).toEqual({ start: 176, end: 176 });
  });

  it("accepts the dashes of print and leading zeros, which the page then moves to the canonical form", () => {
    expect(parseVerseSegment("16–18")).toEqual({ start: 16, end: 18 });
    expect(parseVerseSegment("16—18")).toEqual({ start: 16, end: 18 });
    expect(parseVerseSegment("016")).toEqual({ start: 16, end: 16 });
    expect(parseVerseSegment("16-16")).toEqual({ start: 16, end: 16 });
  });

  it("refuses verse 0, backward ranges, words and long numbers", () => {
    for (const segment of [
      "0",
      "0-3",
      "18-16",
      "sixteen",
      "16-",
      "-16",
      "1234",
      "16,18",
      "",
      "16-18-20",
      "3:16",
    ]) {
      expect(parseVerseSegment(segment), segment).toBeNull();
    }
  });
});

describe("parseChapterAndVerses", () => {
  it("reads a chapter segment written as a reference", () => {
    expect(parseChapterAndVerses("3:16")).toEqual({ chapter: 3, verses: { start: 16, end: 16 } });
    expect(parseChapterAndVerses("3.16")).toEqual({ chapter: 3, verses: { start: 16, end: 16 } });
    expect(parseChapterAndVerses("3:16-18")).toEqual({
      chapter: 3,
      verses: { start: 16, end: 18 },
    });
  });

  it("refuses a plain chapter and broken references", () => {
    for (const segment of ["3", "3:", ":16", "0:16", "3:0", "3:18-16", "three:16"]) {
      expect(parseChapterAndVerses(segment), segment).toBeNull();
    }
  });
});

describe("verseRangeSegment", () => {
  it("writes one verse alone and a range with a hyphen", () => {
    expect(verseRangeSegment({ start: 16, end: 16 })).toBe("16");
    expect(verseRangeSegment({ start: 16, end: 18 })).toBe("16-18");
  });

  it("round-trips with the parser", () => {
    for (const segment of ["1", "16-18", "119-176"]) {
      const range = parseVerseSegment(segment);
      expect(range && verseRangeSegment(range)).toBe(segment);
    }
  });
});

describe("versesOf", () => {
  it("lists every verse of the range", () => {
    expect(versesOf({ start: 16, end: 18 })).toEqual([16, 17, 18]);
    expect(versesOf({ start: 5, end: 5 })).toEqual([5]);
  });
});
