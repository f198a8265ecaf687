import { describe, expect, it } from "vitest";
import { chaptersToPrerender } from "./prerendered-chapters";

const named = (chapters: ReturnType<typeof chaptersToPrerender>) =>
  chapters.map(({ book, chapter }) => `${book.id} ${chapter}`);

describe("chapters rendered at build time", () => {
  it("are the most opened ones by default", () => {
    const chapters = named(chaptersToPrerender({}));
    expect(chapters).toHaveLength(10);
    expect(chapters).toContain("John 3");
    expect(chapters).toContain("Ps 23");
  });

  it("are every chapter of the Bible, once each, when the operator asks for all", () => {
    const chapters = named(chaptersToPrerender({ PRERENDER_ALL_CHAPTERS: "1" }));
    expect(chapters).toHaveLength(1189);
    expect(new Set(chapters).size).toBe(1189);
    expect(chapters[0]).toBe("Gen 1");
    expect(chapters.at(-1)).toBe("Rev 22");
    expect(chapters).toContain("Ps 119");
  });

  it("stay the most opened ones for any other value", () => {
    expect(chaptersToPrerender({ PRERENDER_ALL_CHAPTERS: "yes" })).toHaveLength(10);
  });
});
