import { describe, expect, it } from "vitest";
import { resolveChapterRoute } from "./chapter-route";

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

  it("opens chapter 1 for a missing or non-numeric chapter, replacing the address", () => {
    expect(resolveChapterRoute({ locale: "en", book: "John" })).toMatchObject({
      kind: "redirect",
      permanent: false,
      chapter: 1,
    });
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
});
