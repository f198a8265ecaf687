import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBook } from "@/lib/bible/books";
import { readingTimeMinutes, sanitizeStoryHtml, STORY_LANGUAGES } from "./compile";
import { compileStoryDirectory } from "./compile-directory";
import { storySourceSchema } from "./schemas";

const root = process.cwd();
const contentDir = path.join(root, "content/stories");
const { compiled, problems } = compileStoryDirectory({
  contentDir,
  imageDir: path.join(root, "public/stories"),
});

describe("the story content", () => {
  it("has no invalid story file", () => {
    expect(problems.map(({ file, problem }) => `${file}: ${problem}`)).toEqual([]);
  });

  it("has at least 30 stories with unique slugs and ids", () => {
    expect(compiled.stories.length).toBeGreaterThanOrEqual(30);
    expect(new Set(compiled.stories.map((story) => story.slug)).size).toBe(compiled.stories.length);
    expect(new Set(compiled.stories.map((story) => story.id)).size).toBe(compiled.stories.length);
  });

  describe.each(compiled.stories.map((story) => [story.slug, story] as const))(
    "%s",
    (slug, story) => {
      const source = storySourceSchema.parse(
        JSON.parse(readFileSync(path.join(contentDir, `${slug}.json`), "utf8")),
      );

      it("names a real passage", () => {
        const book = findBook(source.reference.book);
        expect(book?.id).toBe(story.bookId);
        expect(story.chapter).toBeLessThanOrEqual(book?.chapters ?? 0);
      });

      it.each(STORY_LANGUAGES)("has every field in %s", (locale) => {
        const language = story[locale];
        for (const field of ["title", "html", "plain", "moralLesson", "imageAlt"] as const) {
          expect(language[field].trim(), field).not.toBe("");
        }
      });

      it.each(STORY_LANGUAGES)("has sanitized HTML and a computed reading time in %s", (locale) => {
        const language = story[locale];
        expect(sanitizeStoryHtml(source[locale].body)).toBe(language.html);
        expect(language.html).not.toMatch(/<(?!\/?(p|h2|h3|blockquote|em|strong)>)/);
        expect(language.plain).not.toMatch(/[<>]/);
        expect(language.readingTimeMinutes).toBe(readingTimeMinutes(language.words));
      });

      it("tells the same story in both languages", () => {
        expect(story.en.title).not.toBe(story.sw.title);
        const ratio = story.sw.words / story.en.words;
        expect(ratio).toBeGreaterThan(0.5);
        expect(ratio).toBeLessThan(1.5);
      });
    },
  );
});
