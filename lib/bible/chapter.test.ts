import { describe, expect, it } from "vitest";
import { segmentVerse, type ChapterText } from "./chapter";

const chapter: ChapterText = {
  version: "WEB",
  bookId: "John",
  chapter: 3,
  verses: ["Jesus answered, “Most certainly I tell you.” He left.", "Short."],
  headings: [{ verse: 1, offset: 0, kind: "section", text: "Nicodemus" }],
  notes: [{ verse: 1, offset: 14, kind: "footnote", text: "Or, replied." }],
  wordsOfJesus: [{ verse: 1, start: 16, end: 44 }],
  breaks: [
    { verse: 1, offset: 0, kind: "paragraph", indent: 0 },
    { verse: 1, offset: 45, kind: "line", indent: 2 },
  ],
  omittedVerses: [],
};

describe("segmentVerse", () => {
  it("orders headings, breaks, text runs and note markers", () => {
    expect(segmentVerse(chapter, 1)).toEqual([
      { type: "break", kind: "paragraph", indent: 0 },
      { type: "heading", heading: chapter.headings[0] },
      { type: "text", text: "Jesus answered", wordsOfJesus: false },
      { type: "note", note: chapter.notes[0], number: 1 },
      { type: "text", text: ", ", wordsOfJesus: false },
      { type: "text", text: "“Most certainly I tell you.”", wordsOfJesus: true },
      { type: "text", text: " ", wordsOfJesus: false },
      { type: "break", kind: "line", indent: 2 },
      { type: "text", text: "He left.", wordsOfJesus: false },
    ]);
  });

  it("returns the plain text of a verse without reading data, and nothing for a missing verse", () => {
    expect(segmentVerse(chapter, 2)).toEqual([
      { type: "text", text: "Short.", wordsOfJesus: false },
    ]);
    expect(segmentVerse(chapter, 3)).toEqual([]);
  });
});
