import { describe, expect, it } from "vitest";
import { resolveBookRoute, resolveChapterRoute, resolveVerseRoute } from "./chapter-route";

describe("resolveChapterRoute", () => {
  it("accepts the canonical address", () => {
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "3" })).toMatchObject({
      kind: "chapter",
      chapter: 3,
      book: { id: "John" },
    });
    expect(resolveChapterRoute({ locale: "sw", book: "1%20Samweli", chapter: "2" })).toMatchObject({
      kind: "chapter",
      book: { id: "1Sam" },
    });
    expect(
      resolveChapterRoute({ locale: "sw", book: "Ufunuo wa Yohana", chapter: "22" }),
    ).toMatchObject({ kind: "chapter" });
  });

  it("moves other names, cases and abbreviations permanently to the canonical one", () => {
    for (const book of ["Yohana", "john", "Jn", "JOHN"]) {
      expect(resolveChapterRoute({ locale: "en", book, chapter: "3" })).toMatchObject({
        kind: "redirect",
        permanent: true,
        chapter: 3,
        book: { id: "John" },
      });
    }
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "03" })).toMatchObject({
      kind: "redirect",
      chapter: 3,
    });
  });

  it("moves a chapter written as a reference to that verse's page", () => {
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "3:16" })).toMatchObject({
      kind: "verse-redirect",
      book: { id: "John" },
      chapter: 3,
      verses: { start: 16, end: 16 },
    });
    expect(
      resolveChapterRoute({ locale: "sw", book: "Yohana", chapter: "3%3A16-18" }),
    ).toMatchObject({
      kind: "verse-redirect",
      chapter: 3,
      verses: { start: 16, end: 18 },
    });
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "22:1" })).toEqual({
      kind: "not-found",
    });
  });

  it("opens chapter 1 for a non-numeric chapter, replacing the address", () => {
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "three" })).toMatchObject({
      kind: "redirect",
      permanent: false,
      chapter: 1,
    });
  });

  it("is not found for an unknown book, chapter or language", () => {
    expect(resolveChapterRoute({ locale: "en", book: "Hezekiah", chapter: "1" })).toEqual({
      kind: "not-found",
    });
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "22" })).toEqual({
      kind: "not-found",
    });
    expect(resolveChapterRoute({ locale: "en", book: "John", chapter: "0" })).toEqual({
      kind: "not-found",
    });
    expect(resolveChapterRoute({ locale: "fr", book: "John", chapter: "1" })).toEqual({
      kind: "not-found",
    });
  });

  describe("resolveBookRoute", () => {
    it("accepts the canonical name and moves other names permanently to it", () => {
      expect(resolveBookRoute({ locale: "sw", book: "1%20Samweli" })).toMatchObject({
        kind: "book",
        book: { id: "1Sam" },
      });
      expect(resolveBookRoute({ locale: "en", book: "Yohana" })).toMatchObject({
        kind: "redirect",
        book: { id: "John" },
      });
      expect(resolveBookRoute({ locale: "en", book: "Hezekiah" })).toEqual({ kind: "not-found" });
      expect(resolveBookRoute({ locale: "fr", book: "John" })).toEqual({ kind: "not-found" });
    });
  });

  describe("resolveVerseRoute", () => {
    it("accepts the canonical address of a verse and of a range", () => {
      expect(
        resolveVerseRoute({ locale: "en", book: "John", chapter: "3", verse: "16" }),
      ).toMatchObject({ kind: "verse", chapter: 3, verses: { start: 16, end: 16 } });
      expect(
        resolveVerseRoute({ locale: "sw", book: "Yohana", chapter: "3", verse: "16-18" }),
      ).toMatchObject({ kind: "verse", verses: { start: 16, end: 18 } });
    });

    it("moves other spellings permanently to the canonical address", () => {
      for (const params of [
        { book: "Yohana", chapter: "3", verse: "16" },
        { book: "John", chapter: "03", verse: "16" },
        { book: "John", chapter: "3", verse: "016" },
        { book: "John", chapter: "3", verse: "16-16" },
        { book: "John", chapter: "3", verse: "16%E2%80%9318" },
      ]) {
        expect(
          resolveVerseRoute({ locale: "en", ...params }),
          JSON.stringify(params),
        ).toMatchObject({
          kind: "redirect",
          book: { id: "John" },
          chapter: 3,
        });
      }
    });

    it("is not found for a verse or chapter that is no number, or a chapter past the book", () => {
      for (const params of [
        { book: "John", chapter: "3", verse: "sixteen" },
        { book: "John", chapter: "3", verse: "0" },
        { book: "John", chapter: "3", verse: "18-16" },
        { book: "John", chapter: "three", verse: "16" },
        { book: "John", chapter: "22", verse: "1" },
        { book: "Hezekiah", chapter: "1", verse: "1" },
      ]) {
        expect(resolveVerseRoute({ locale: "en", ...params }), JSON.stringify(params)).toEqual({
          kind: "not-found",
        });
      }
    });
  });
});
