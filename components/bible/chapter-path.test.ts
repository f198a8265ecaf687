import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS, bookName } from "@/lib/bible/books";
import { locales } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { chapterHref } from "./bible-href";
import { chapterPath, verseElementId, verseFromHash } from "./chapter-path";

describe("chapterPath", () => {
  it.each(locales)("is the typed router's path of every book's chapters (%s)", (locale) => {
    for (const book of BIBLE_BOOKS) {
      for (const chapter of [1, book.chapters]) {
        expect(chapterPath(locale, bookName(book, locale), chapter)).toBe(
          getPathname({ href: chapterHref(book, chapter, locale), locale }),
        );
      }
    }
  });

  it("reads back the verse of a link's fragment", () => {
    expect(verseFromHash(`#${verseElementId(16)}`)).toBe(16);
    expect(verseFromHash("#v")).toBeUndefined();
    expect(verseFromHash("#chapter-title")).toBeUndefined();
  });
});
