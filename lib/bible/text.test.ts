import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "./books";
import { getChapter, getVerseText, loadBible, verseCount, versionInfo } from "./text";
import { defaultVersion } from "./versions";

describe("Bible text (built by npm run content)", () => {
  it("serves the Union Version in Swahili and the World English Bible in English", () => {
    expect(versionInfo("sw")).toMatchObject({
      abbreviation: "SUV",
      name: "Swahili Union Version",
      year: 1952,
    });
    expect(versionInfo("en")).toMatchObject({ abbreviation: "WEB", name: "World English Bible" });
    expect(getVerseText("sw", "John", 3, 16)).toMatch(
      /^Kwa maana jinsi hii Mungu aliupenda ulimwengu/,
    );
    expect(getVerseText("en", "John", 3, 16)).toBe(
      "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
    );
  });

  it("has every chapter of the book table in both languages, and 31,102 Swahili verses", () => {
    for (const locale of ["en", "sw"] as const) {
      const bible = loadBible(defaultVersion(locale));
      for (const book of BIBLE_BOOKS)
        expect(bible.chapters.get(book.id)).toHaveLength(book.chapters);
    }
    expect(loadBible(defaultVersion("sw")).verseCount).toBe(31_102);
  });

  it("keeps the reading data of the World English Bible apart from the verse text", () => {
    const john3 = getChapter("en", "John", 3)!;
    expect(john3.notes.find((note) => note.verse === 16)?.text).toMatch(/only born/);
    expect(john3.wordsOfJesus.some((span) => span.verse === 16)).toBe(true);
    const psalm23 = getChapter("en", "Ps", 23)!;
    expect(psalm23.headings[0]).toMatchObject({
      verse: 1,
      kind: "superscription",
      text: "A Psalm by David.",
    });
    expect(psalm23.breaks.filter((item) => item.kind === "line").length).toBeGreaterThan(6);
    for (const text of [...john3.verses, ...psalm23.verses]) expect(text).not.toMatch(/[<>]|\s{2}/);
  });

  it("answers undefined or zero for what does not exist", () => {
    expect(getChapter("en", "John", 22)).toBeUndefined();
    expect(getChapter("en", "Nowhere", 1)).toBeUndefined();
    expect(getChapter("en", "John", 1, "XYZ")).toBeUndefined();
    expect(getVerseText("sw", "John", 3, 37)).toBeUndefined();
    expect(verseCount("sw", "John", 3)).toBe(36);
    expect(verseCount("sw", "John", 99)).toBe(0);
  });

  it("reads another version when asked", () => {
    expect(getVerseText("sw", "John", 3, 16, "WEB")).toMatch(/^For God so loved/);
  });
});
