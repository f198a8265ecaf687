import { describe, expect, it } from "vitest";
import { metaDescription, storyExcerpt } from "./text";

const long = "In the beginning God made the heavens and the earth. ".repeat(10).trim();

describe("storyExcerpt", () => {
  it("takes the first 200 characters and adds an ellipsis", () => {
    const excerpt = storyExcerpt(long);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.slice(0, -1)).toBe(long.slice(0, 200).trimEnd());
  });

  it("leaves a short text whole and folds line breaks", () => {
    expect(storyExcerpt("One.\n\nTwo.")).toBe("One. Two.");
  });
});

describe("metaDescription", () => {
  it("is at most 160 characters, cut at a word, with an ellipsis", () => {
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long[description.length - 1]).toMatch(/[\s.]/);
  });

  it("keeps a short text as it is", () => {
    expect(metaDescription("A short story.")).toBe("A short story.");
  });
});
