import { describe, expect, it } from "vitest";
import { BibleImportError } from "./errors";
import { parseTsvBible } from "./parse-tsv";

const HEADER = "#name\tSwahili: Test Version";

function problemsOf(source: string): string[] {
  try {
    parseTsvBible(source, "TEST", "test.tsv");
  } catch (error) {
    if (error instanceof BibleImportError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseTsvBible", () => {
  it("reads verses, trims trailing spaces, collapses doubled spaces and keeps bracketed words", () => {
    const bible = parseTsvBible(
      [
        HEADER,
        "01O\t1\t1\tHapo mwanzo Mungu aliziumba mbingu na nchi. ",
        "01O\t1\t2\t[Twende uwandani]  Ikawa.",
      ].join("\n"),
      "TEST",
    );
    expect(bible.books.get("Gen")![0].verses).toEqual([
      "Hapo mwanzo Mungu aliziumba mbingu na nchi.",
      "[Twende uwandani] Ikawa.",
    ]);
  });

  it("turns escaped angle brackets into quotation marks instead of markup", () => {
    const bible = parseTsvBible("47N\t3\t1\tBasi &lt;Bwana&gt; ndiye Roho &amp; uhuru.", "TEST");
    expect(bible.books.get("2Cor")![2].verses[0]).toBe("Basi ‹Bwana› ndiye Roho & uhuru.");
  });

  it("reports every bad line with its number", () => {
    expect(
      problemsOf(
        [
          HEADER,
          "01O\t1\t1\tHapo mwanzo.",
          "01O\t1\tHapo",
          "67N\t1\t1\tHakuna kitabu hiki.",
          "40O\t1\t1\tHerufi ya agano si sahihi.",
          "01O\tmoja\t1\tSura si namba.",
          "01O\t1\t3\tMstari umerukwa.",
        ].join("\n"),
      ),
    ).toEqual([
      "line 3: expected BOOK, CHAPTER, VERSE and TEXT separated by tabs, found 3 field(s)",
      'line 4: unknown book code "67N" (expected 01O..39O or 40N..66N)',
      'line 5: book code "40O" has the wrong testament letter for Matthew',
      'line 6: chapter "moja" is not a positive number',
      "line 7: Genesis 1:3 is out of order (expected verse 2 next)",
    ]);
  });
});
