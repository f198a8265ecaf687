import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_LENGTH, metaDescription } from "./description";

const long = "In the beginning God made the heavens and the earth. ".repeat(10).trim();
const swahili =
  "Hapo mwanzo Mungu aliziumba mbingu na nchi. Nayo nchi ilikuwa ukiwa, tena utupu, na giza lilikuwa juu ya uso wa vilindi; Roho wa Mungu akatulia juu ya uso wa maji.";

describe("metaDescription", () => {
  it("is at most 160 characters, cut after a whole word, with an ellipsis", () => {
    for (const text of [long, swahili]) {
      const description = metaDescription(text);
      expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
      expect(description.endsWith("…")).toBe(true);
      const kept = description.slice(0, -1);
      expect(text.startsWith(kept)).toBe(true);
      expect(text[kept.length]).toMatch(/[\s.,;]/);
    }
  });

  it("drops the punctuation before the ellipsis", () => {
    expect(metaDescription(swahili)).toBe(
      "Hapo mwanzo Mungu aliziumba mbingu na nchi. Nayo nchi ilikuwa ukiwa, tena utupu, na giza lilikuwa juu ya uso wa vilindi; Roho wa Mungu akatulia juu ya uso wa…",
    );
  });

  it("keeps a text of 160 characters or fewer as it is, with its whitespace folded", () => {
    expect(metaDescription("A short\n\n story. ")).toBe("A short story.");
    const exact = "a".repeat(80) + " " + "b".repeat(79);
    expect(metaDescription(exact)).toBe(exact);
  });

  it("cuts one long word where it stands", () => {
    const description = metaDescription("x".repeat(400));
    expect(description).toBe(`${"x".repeat(159)}…`);
  });

  it("takes a shorter limit", () => {
    expect(metaDescription("one two three four", 10)).toBe("one two…");
  });
});
