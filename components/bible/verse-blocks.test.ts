import { describe, expect, it } from "vitest";
import type { ChapterText } from "@/lib/bible/chapter";
import { layoutVerse, noteMarker } from "./verse-blocks";

function chapter(partial: Partial<ChapterText>): ChapterText {
  return {
    version: "WEB",
    bookId: "Ps",
    chapter: 23,
    verses: [],
    headings: [],
    notes: [],
    wordsOfJesus: [],
    breaks: [],
    omittedVerses: [],
    ...partial,
  };
}

describe("layoutVerse", () => {
  it("lays out a psalm verse as its title and indented poetry lines", () => {
    const psalm = chapter({
      verses: ["Yahweh is my shepherd; I shall lack nothing."],
      headings: [{ verse: 1, offset: 0, kind: "superscription", text: "A Psalm by David." }],
      breaks: [
        { verse: 1, offset: 0, kind: "stanza", indent: 0 },
        { verse: 1, offset: 0, kind: "line", indent: 1 },
        { verse: 1, offset: 23, kind: "line", indent: 2 },
      ],
    });
    const layout = layoutVerse(psalm, 1);
    expect(layout.opens).toBe("stanza");
    expect(layout.blocks).toEqual([
      { type: "heading", heading: psalm.headings[0] },
      {
        type: "line",
        indent: 1,
        runs: [{ type: "text", text: "Yahweh is my shepherd; ", wordsOfJesus: false }],
      },
      {
        type: "line",
        indent: 2,
        runs: [{ type: "text", text: "I shall lack nothing.", wordsOfJesus: false }],
      },
    ]);
  });

  it("keeps red letters and footnote markers in the flow of the text", () => {
    const matthew = chapter({
      bookId: "Matt",
      chapter: 5,
      verses: ["He said, Blessed are the meek."],
      wordsOfJesus: [{ verse: 1, start: 9, end: 30 }],
      notes: [{ verse: 1, offset: 30, kind: "footnote", text: "or, gentle." }],
      breaks: [{ verse: 1, offset: 0, kind: "paragraph", indent: 0 }],
    });
    const layout = layoutVerse(matthew, 1);
    expect(layout.opens).toBe("paragraph");
    expect(layout.blocks).toEqual([
      {
        type: "line",
        indent: 0,
        runs: [
          { type: "text", text: "He said, ", wordsOfJesus: false },
          { type: "text", text: "Blessed are the meek.", wordsOfJesus: true },
          { type: "note", note: matthew.notes[0], number: 1 },
        ],
      },
    ]);
  });

  it("starts a new block for a paragraph in the middle of a verse", () => {
    const prose = chapter({
      verses: ["First part. Second part."],
      breaks: [{ verse: 1, offset: 12, kind: "paragraph", indent: 0 }],
    });
    expect(
      layoutVerse(prose, 1).blocks.map((block) =>
        block.type === "line" ? block.opens : "heading",
      ),
    ).toEqual([undefined, "paragraph"]);
  });
});

describe("noteMarker", () => {
  it("letters notes like a print Bible", () => {
    expect([1, 2, 26, 27, 28, 52, 53].map(noteMarker)).toEqual([
      "a",
      "b",
      "z",
      "aa",
      "ab",
      "az",
      "ba",
    ]);
  });
});
