import { describe, expect, it } from "vitest";
import { findReferences, formatReference, parseReference, type BibleReference } from "./reference";

function short(reference: BibleReference | null): string | null {
  if (!reference) return null;
  const { book, chapter, verseStart, verseEnd } = reference;
  return `${book.id} ${chapter}${verseStart ? `:${verseStart}` : ""}${verseEnd ? `-${verseEnd}` : ""}`;
}

describe("parseReference", () => {
  it.each([
    ["John 3:16", "John 3:16"],
    ["john 3:16", "John 3:16"],
    ["Yohana 3:16-18", "John 3:16-18"],
    ["Yohana 3:16–18", "John 3:16-18"],
    ["John 3:16—18", "John 3:16-18"],
    ["John\u00a03:16", "John 3:16"],
    ["John 3 : 16 - 18", "John 3:16-18"],
    ["Zab 23", "Ps 23"],
    ["Psalm 119:105", "Ps 119:105"],
    ["1 Jn 4:8", "1John 4:8"],
    ["1Jn 4:8", "1John 4:8"],
    ["1 Sam. 3:4", "1Sam 3:4"],
    ["Mt 5.3", "Matt 5:3"],
    ["1 Wakorintho 13", "1Cor 13"],
    ["Ufunuo wa Yohana 22:21", "Rev 22:21"],
    ["Ufunuo%20wa%20Yohana%2022:21", "Rev 22:21"],
    ["  Gen 1:1  ", "Gen 1:1"],
  ])("parses %s", (input, expected) => {
    expect(short(parseReference(input))).toBe(expected);
  });

  it("reads a lone number after a one-chapter book as a verse", () => {
    expect(short(parseReference("Jude 3"))).toBe("Jude 1:3");
    expect(short(parseReference("Yuda 3-5"))).toBe("Jude 1:3-5");
    expect(short(parseReference("Jude 1"))).toBe("Jude 1");
  });

  it("keeps a range ending in another chapter at its first verse", () => {
    expect(short(parseReference("John 3:16-4:2"))).toBe("John 3:16");
    expect(short(parseReference("John 3:16-3:18"))).toBe("John 3:16-18");
  });

  it("rejects text that is not a reference", () => {
    for (const input of [
      "John",
      "love",
      "3:16",
      "Hezekiah 3:1",
      "John 3:18-16",
      "John 0",
      "John 3:0",
      "",
      "God is love",
    ]) {
      expect(parseReference(input)).toBeNull();
    }
  });
});

describe("findReferences", () => {
  it("finds English and Swahili references with their positions", () => {
    const text = "Read John 3:16 and 1 John 4:8. Pia Yohana 3:16–18 na 1 Yoh 4:7-8.";
    const found = findReferences(text);
    expect(found.map((item) => short(item.reference))).toEqual([
      "John 3:16",
      "1John 4:8",
      "John 3:16-18",
      "1John 4:7-8",
    ]);
    for (const item of found) expect(text.slice(item.start, item.end)).toBe(item.raw);
    expect(found[1].raw).toBe("1 John 4:8");
  });

  it("reads verse lists after a reference", () => {
    const found = findReferences("See Rom 8:28; 12:1, 2 and Mwa 1:1-3.");
    expect(found.map((item) => short(item.reference))).toEqual([
      "Rom 8:28",
      "Rom 12:1",
      "Rom 12:2",
      "Gen 1:1-3",
    ]);
  });

  it("does not take the number of a following numbered book as a verse", () => {
    const found = findReferences("John 3:16, 1 John 4:8");
    expect(found.map((item) => short(item.reference))).toEqual(["John 3:16", "1John 4:8"]);
  });

  it("finds chapter references of capitalized names and abbreviations", () => {
    expect(findReferences("Zaburi 23 na Ps 91").map((item) => short(item.reference))).toEqual([
      "Ps 23",
      "Ps 91",
    ]);
  });

  it("handles Unicode spaces and dashes", () => {
    const found = findReferences("Mungu ni upendo (1\u00a0Yohana\u202f4:8) na Warumi 5:1\u20135.");
    expect(found.map((item) => short(item.reference))).toEqual(["1John 4:8", "Rom 5:1-5"]);
  });

  it("skips everyday words that look like abbreviations", () => {
    expect(findReferences("It is 3 miles, and I am 5 feet tall; na 3 hivi.")).toEqual([]);
    expect(findReferences("The numbers 3 and 4 are small")).toEqual([]);
  });
});

describe("formatReference", () => {
  const ref = parseReference("John 3:16-18")!;

  it("formats in both languages with an en dash", () => {
    expect(formatReference(ref, "en")).toBe("John 3:16–18");
    expect(formatReference(ref, "sw")).toBe("Yohana 3:16–18");
    expect(formatReference(parseReference("1 Jn 4:8")!, "sw")).toBe("1 Yohana 4:8");
    expect(formatReference(parseReference("Zab 23")!, "sw")).toBe("Zaburi 23");
    expect(formatReference(parseReference("Ps 23:1")!, "en")).toBe("Psalm 23:1");
  });

  it("round-trips through parseReference", () => {
    for (const input of ["Yohana 3:16–18", "Ufunuo wa Yohana 22:21", "1 Samweli 3:4", "Psalm 23"]) {
      const parsed = parseReference(input)!;
      expect(parseReference(formatReference(parsed, "sw"))).toEqual(parsed);
      expect(parseReference(formatReference(parsed, "en"))).toEqual(parsed);
    }
  });
});
