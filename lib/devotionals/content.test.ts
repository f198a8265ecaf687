import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBook } from "@/lib/bible/books";
import { verseCount } from "@/lib/bible/text";
import { devotionalSourceSchema } from "./schemas";

// The devotionals written for issue #16 so far, checked as the build will check them once their
// pages exist: the format, the word counts, and passages that exist in both Bibles.
const directory = path.join(process.cwd(), "content/devotionals");
const files = readdirSync(directory).filter((file) => file.endsWith(".json"));
const sources = files.map((file) => ({
  file,
  source: devotionalSourceSchema.safeParse(
    JSON.parse(readFileSync(path.join(directory, file), "utf8")),
  ),
}));

describe("content/devotionals", () => {
  it.each(sources)("$file follows the format", ({ file, source }) => {
    expect(source.error?.issues ?? []).toEqual([]);
    expect(`${source.data!.slug}.json`).toBe(file);
  });

  it("refuses a file that breaks the rules", () => {
    const good = sources[0].source.data!;
    const broken = {
      ...good,
      themes: ["weather"],
      en: { ...good.en, reflection: '<p>Too short, with "straight" quotes.</p>' },
      sw: { ...good.sw, question: "Hili si swali." },
    };
    const paths = devotionalSourceSchema
      .safeParse(broken)
      .error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["themes.0", "en.reflection", "sw.question"]));
  });

  it("gives each devotional its own day and its own passage", () => {
    const parsed = sources.map(({ source }) => source.data!);
    expect(new Set(parsed.map((item) => item.day)).size).toBe(parsed.length);
    const passages = parsed.map(
      ({ passage }) => `${passage.book} ${passage.chapter}:${passage.verses}`,
    );
    expect(new Set(passages).size).toBe(parsed.length);
  });

  it.each(sources)("$file names a passage both Bibles have", ({ source }) => {
    const { passage } = source.data!;
    const book = findBook(passage.book);
    expect(book, passage.book).toBeDefined();
    const [first, last = first] = passage.verses.split("-").map(Number);
    expect(last).toBeGreaterThanOrEqual(first);
    for (const locale of ["en", "sw"] as const) {
      expect(verseCount(locale, book!.id, passage.chapter)).toBeGreaterThanOrEqual(last);
    }
  });
});
