import { describe, expect, it } from "vitest";
import { findBook } from "@/lib/bible/books";
import { getVerseText } from "@/lib/bible/text";
import { dailyVerseReferences, eastAfricaDayNumber, verseOfTheDay } from "./verse-of-the-day";

describe("verse of the day", () => {
  it("changes at midnight East Africa Time, not UTC", () => {
    const beforeMidnight = new Date("2026-05-01T20:59:00Z");
    const afterMidnight = new Date("2026-05-01T21:01:00Z");
    expect(eastAfricaDayNumber(afterMidnight)).toBe(eastAfricaDayNumber(beforeMidnight) + 1);
    expect(verseOfTheDay("en", afterMidnight).reference).not.toBe(
      verseOfTheDay("en", beforeMidnight).reference,
    );
  });

  it("is the same verse for everyone on a day, in each language", () => {
    const morning = new Date("2026-05-02T04:00:00Z");
    const evening = new Date("2026-05-02T18:00:00Z");
    expect(verseOfTheDay("sw", morning)).toEqual(verseOfTheDay("sw", evening));
    const english = verseOfTheDay("en", morning);
    const swahili = verseOfTheDay("sw", morning);
    expect([english.chapter, english.verse]).toEqual([swahili.chapter, swahili.verse]);
    expect(swahili.text).not.toBe(english.text);
  });

  it("lists only verses that exist in both translations", () => {
    for (const entry of dailyVerseReferences) {
      const [, name, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(entry)!;
      const book = findBook(name);
      expect(book, entry).toBeDefined();
      for (const locale of ["en", "sw"] as const) {
        expect(
          getVerseText(locale, book!.id, Number(chapter), Number(verse)),
          `${entry} ${locale}`,
        ).toBeTruthy();
      }
    }
  });
});
