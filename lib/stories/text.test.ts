import { describe, expect, it } from "vitest";
import { storyExcerpt } from "./text";

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
