import { describe, expect, it } from "vitest";
import {
  bibleAddressRedirect,
  resolveBookRoute,
  resolveChapterRoute,
  resolveVerseRoute,
} from "./page-route";

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

describe("bibleAddressRedirect", () => {
  it("names the canonical address of a book, chapter or verse written another way", () => {
    expect(bibleAddressRedirect("/en/bible/jn")).toEqual({
      location: "/en/bible/John",
      permanent: true,
    });
    expect(bibleAddressRedirect("/sw/biblia/Zab/23")).toEqual({
      location: "/sw/biblia/Zaburi/23",
      permanent: true,
    });
    expect(bibleAddressRedirect("/sw/biblia/1%20Sam")).toEqual({
      location: "/sw/biblia/1%20Samweli",
      permanent: true,
    });
    expect(bibleAddressRedirect("/en/bible/John/3:16")).toEqual({
      location: "/en/bible/John/3/16",
      permanent: true,
    });
    expect(bibleAddressRedirect("/en/bible/Yohana/3/016")).toEqual({
      location: "/en/bible/John/3/16",
      permanent: true,
    });
  });

  it("moves a chapter that is no number to chapter 1 for now only", () => {
    expect(bibleAddressRedirect("/en/bible/John/three")).toEqual({
      location: "/en/bible/John/1",
      permanent: false,
    });
  });

  it("leaves canonical, unknown and other pages to the app", () => {
    for (const pathname of [
      "/en/bible/John",
      "/en/bible/John/3",
      "/sw/biblia/1%20Samweli/1",
      "/en/bible/John/3/16-18",
      "/en/bible/Nobody/3",
      "/en/bible/John/99",
      "/sw/bible/Yohana/3",
      "/en/biblia/John/3",
      "/en/stories/john",
      "/en/bible",
    ]) {
      expect(bibleAddressRedirect(pathname), pathname).toBeNull();
    }
  });
});
