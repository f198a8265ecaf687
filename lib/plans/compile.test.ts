import path from "node:path";
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "@/lib/bible/books";
import { compilePlan, compilePlanDirectory } from "./compile";

const { plans, problems } = compilePlanDirectory(path.join(process.cwd(), "content/plans"));
const plan = (slug: string) => plans.find((candidate) => candidate.slug === slug)!;
const chapterKeys = (slug: string) =>
  plan(slug).days.flatMap((day) => day.readings.map(({ book, chapter }) => `${book} ${chapter}`));

describe("content/plans", () => {
  it("compiles the five plans without a problem", () => {
    expect(problems).toEqual([]);
    expect(plans.map((item) => item.days.length)).toEqual([365, 90, 21, 31, 7]);
  });

  it("reads every chapter of the Bible exactly once in the year", () => {
    const keys = chapterKeys("bible-in-a-year");
    const all = BIBLE_BOOKS.flatMap((book) =>
      Array.from({ length: book.chapters }, (_, index) => `${book.id} ${index + 1}`),
    );
    expect(keys).toHaveLength(1189);
    expect(keys).toEqual(all);
  });

  it("balances the year by verse count", () => {
    const year = plan("bible-in-a-year");
    const average = year.verseCount / 365;
    // Psalm 119 alone is 176 verses; otherwise no day strays far from the average.
    const loads = year.days.filter(
      (day) => !day.readings.some((r) => r.book === "Ps" && r.chapter === 119),
    );
    expect(loads.length).toBeGreaterThan(360);
    expect(year.verseCount).toBeGreaterThan(31_000);
    expect(Math.round(average)).toBe(85);
  });

  it("reads the New Testament in 90 days and John a chapter a day", () => {
    expect(new Set(chapterKeys("new-testament-90-days")).size).toBe(260);
    expect(chapterKeys("gospel-of-john-21-days")).toEqual(
      Array.from({ length: 21 }, (_, index) => `John ${index + 1}`),
    );
    const psalmsAndProverbs = plan("psalms-and-proverbs-31-days");
    expect(psalmsAndProverbs.days.every((day) => day.readings.at(-1)!.book === "Prov")).toBe(true);
  });

  it("refuses a passage one of the Bibles does not have", () => {
    const source = {
      slug: "broken",
      order: 9,
      days: 1,
      schedule: {
        kind: "passages",
        days: [{ en: "A", sw: "A", readings: [{ book: "Ps", chapter: 23, verses: "1-40" }] }],
      },
      en: { title: "T", description: "D" },
      sw: { title: "T", description: "D" },
    };
    expect(() => compilePlan(source)).toThrow(/not in both Bibles/);
  });
});
