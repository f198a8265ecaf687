import { beforeAll, describe, expect, it } from "vitest";
import wellKnownVerses from "@/content/bible/well-known-verses.json";
import { getBookById } from "./books";
import { getChapter } from "./text";
import { searchBible, warmSearchIndex } from "./search";

const where = (hits: ReturnType<typeof searchBible>["hits"]) =>
  hits.map((hit) => `${hit.bookId} ${hit.chapter}:${hit.verse}`);

beforeAll(() => {
  warmSearchIndex("en");
  warmSearchIndex("sw");
});

describe("the verses readers look for come first", () => {
  it("“love”: John 3:16 (loved) and 1 John 4:8 in the first 10, before proverbs repeating the word", () => {
    const top = where(searchBible("en", "love", { limit: 10 }).hits);
    expect(top).toContain("John 3:16");
    expect(top).toContain("1John 4:8");
    for (const proverb of ["Prov 12:1", "Prov 17:19"]) expect(top).not.toContain(proverb);
  });

  it("“upendo”: 1 Wakorintho 13:4 and Yohana 3:16 (alivyoupenda) in the first 10", () => {
    const top = where(searchBible("sw", "upendo", { limit: 10 }).hits);
    expect(top).toContain("1Cor 13:4");
    expect(top).toContain("John 3:16");
  });

  it("a well-known verse never outranks one that matches every word when it does not", () => {
    const hits = searchBible("en", "eternal life", { limit: 20 }).hits;
    for (const hit of hits) expect(hit.text.toLowerCase()).toMatch(/etern/);
  });

  it("references still answer with exactly their verses", () => {
    expect(where(searchBible("en", "John 3:16").hits)).toEqual(["John 3:16"]);
    expect(where(searchBible("sw", "Yoh 3:16-17").hits)).toEqual(["John 3:16", "John 3:17"]);
    expect(searchBible("sw", "Yoh 3:16-17").total).toBe(2);
  });
});

describe("totals and pages", () => {
  it("reports every matching verse, not the page size", () => {
    const { hits, total } = searchBible("en", "love", { limit: 50 });
    expect(hits).toHaveLength(50);
    expect(total).toBeGreaterThan(500);
  });

  it("pages continue one another without gaps or repeats, in the same order", () => {
    const whole = where(searchBible("sw", "upendo", { limit: 100 }).hits);
    const first = where(searchBible("sw", "upendo", { limit: 50 }).hits);
    const second = where(searchBible("sw", "upendo", { limit: 50, offset: 50 }).hits);
    expect([...first, ...second]).toEqual(whole);
  });

  it("the last page is short and a page past the end is empty", () => {
    const { total } = searchBible("en", "shepherd", { limit: 1 });
    const last = searchBible("en", "shepherd", { limit: 50, offset: total - 3 });
    expect(last.hits).toHaveLength(3);
    expect(searchBible("en", "shepherd", { offset: total }).hits).toEqual([]);
  });
});

describe("the list of verses readers look for", () => {
  const all = [...wellKnownVerses.most_read, ...wellKnownVerses.well_known];

  it("names each verse once", () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(["en", "sw"] as const)("names verses that exist in the %s text", (locale) => {
    for (const reference of all) {
      const [bookId, chapter, verse] = reference.split(".");
      expect(getBookById(bookId), reference).toBeDefined();
      const text = getChapter(locale, bookId, Number(chapter));
      expect(text?.verses[Number(verse) - 1], reference).toBeTruthy();
    }
  });
});
