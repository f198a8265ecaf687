import { beforeAll, describe, expect, it } from "vitest";
import { searchVerses, warmSearchIndex } from "./search";

const where = (hits: ReturnType<typeof searchVerses>) =>
  hits.map((hit) => `${hit.bookId} ${hit.chapter}:${hit.verse}`);

beforeAll(() => {
  warmSearchIndex("en");
  warmSearchIndex("sw");
});

describe("searchVerses relevance", () => {
  it("ranks 1 John 4:8 or 1 Corinthians 13 in the top 10 for “love”", () => {
    const top = where(searchVerses("en", "love", { limit: 10 }));
    expect(top.some((place) => place === "1John 4:8" || place.startsWith("1Cor 13:"))).toBe(true);
  });

  it("ranks 1 Wakorintho 13 in the top 10 for “upendo”", () => {
    const hits = searchVerses("sw", "upendo", { limit: 10 });
    expect(hits.some((hit) => hit.bookId === "1Cor" && hit.chapter === 13)).toBe(true);
    expect(hits[0].book).toBe("1 Wakorintho");
  });

  it("finds Swahili love verses by the root as well: “pendo” and “upendo” reach each other's verses", () => {
    expect(where(searchVerses("sw", "pendo", { limit: 10 }))).toContain("1Cor 13:4");
    expect(where(searchVerses("sw", "upendo", { limit: 10 }))).toContain("Rom 13:10");
    const verbForms = searchVerses("sw", "upendo", { limit: 100 }).map((hit) => hit.text);
    expect(verbForms.some((text) => /\b\w*penda\b/i.test(text))).toBe(true);
  });

  it("requires every word and ranks the phrase first", () => {
    const hits = searchVerses("en", "eternal life", { limit: 50 });
    for (const hit of hits) expect(hit.text.toLowerCase()).toMatch(/etern/);
    expect(hits[0].text.toLowerCase()).toContain("eternal life");
    const phrase = where(searchVerses("sw", "Mungu ni upendo", { limit: 3 }));
    expect(phrase).toContain("1John 4:8");
  });

  it("matches a quoted query only as a phrase", () => {
    const hits = searchVerses("en", "“in the beginning”", { limit: 100 });
    expect(where(hits)).toContain("Gen 1:1");
    for (const hit of hits) expect(hit.text.toLowerCase()).toContain("in the beginning");
  });

  it("folds case and diacritics", () => {
    expect(where(searchVerses("en", "LÓVE", { limit: 10 }))).toEqual(
      where(searchVerses("en", "love", { limit: 10 })),
    );
    expect(where(searchVerses("sw", "MÚNGU NI UPENDO", { limit: 3 }))).toContain("1John 4:8");
  });

  it("finds English word forms", () => {
    const texts = searchVerses("en", "loved", { limit: 50 }).map((hit) => hit.text.toLowerCase());
    expect(texts.some((text) => /\bloved\b/.test(text))).toBe(true);
    expect(where(searchVerses("en", "shepherd", { limit: 5 }))).toContain("Ps 23:1");
  });

  it("marks the matched words for highlighting", () => {
    const [hit] = searchVerses("en", "love", { limit: 1 });
    expect(hit.highlights.length).toBeGreaterThan(0);
    for (const [start, end] of hit.highlights)
      expect(hit.text.slice(start, end).toLowerCase()).toMatch(/^lov/);
  });
});

describe("searchVerses references", () => {
  it("returns the referenced verses for a reference query", () => {
    expect(where(searchVerses("en", "John 3:16"))).toEqual(["John 3:16"]);
    expect(where(searchVerses("sw", "Yohana 3:16-18"))).toEqual([
      "John 3:16",
      "John 3:17",
      "John 3:18",
    ]);
    expect(where(searchVerses("sw", "Zab 23"))).toEqual([
      "Ps 23:1",
      "Ps 23:2",
      "Ps 23:3",
      "Ps 23:4",
      "Ps 23:5",
      "Ps 23:6",
    ]);
    expect(searchVerses("sw", "Yohana 3:16")[0].book).toBe("Yohana");
    expect(searchVerses("en", "Yohana 3:16")[0].book).toBe("John");
  });

  it("puts references inside a longer query before the word matches", () => {
    const hits = where(searchVerses("en", "1 John 4:8 light", { limit: 5 }));
    expect(hits[0]).toBe("1John 4:8");
    expect(hits.length).toBeGreaterThan(1);
  });

  it("pages through long results with limit and offset", () => {
    const all = where(searchVerses("sw", "Zab 119", { limit: 100 }));
    expect(all).toHaveLength(100);
    expect(where(searchVerses("sw", "Zab 119", { limit: 10, offset: 170 }))).toEqual(
      Array.from({ length: 6 }, (_, index) => `Ps 119:${171 + index}`),
    );
  });
});

describe("searchVerses limits", () => {
  it("returns nothing for an empty query and at most 50 hits by default", () => {
    expect(searchVerses("en", "   ")).toEqual([]);
    expect(searchVerses("en", "the").length).toBe(50);
    expect(searchVerses("en", "zzzzqqq")).toEqual([]);
  });
});
