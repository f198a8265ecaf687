import { describe, expect, it } from "vitest";
import { AUTO_NAME_LENGTH, autoSessionName } from "./session-name";

describe("automatic session names", () => {
  it("keeps a short first line as it is, whitespace folded", () => {
    expect(autoSessionName("  Who   was Ruth?  ")).toBe("Who was Ruth?");
    expect(autoSessionName("\n\n  Pray for me\nI have exams tomorrow")).toBe("Pray for me");
  });

  it("cuts a long line at a word, with an ellipsis", () => {
    const name = autoSessionName(
      "What does the Bible teach about caring for widows and orphans in our community?",
    );
    expect(name).toBe("What does the Bible teach about caring…");
    expect(Array.from(name).length).toBeLessThanOrEqual(AUTO_NAME_LENGTH + 1);
  });

  it("drops punctuation before the ellipsis", () => {
    expect(autoSessionName("Peace, joy, patience, kindness, goodness, faithfulness")).toBe(
      "Peace, joy, patience, kindness…",
    );
  });

  it("cuts a line without spaces at the length, and counts characters, not code units", () => {
    expect(autoSessionName("x".repeat(60))).toBe(`${"x".repeat(AUTO_NAME_LENGTH)}…`);
    const emoji = autoSessionName("🙏".repeat(50));
    expect(Array.from(emoji)).toHaveLength(AUTO_NAME_LENGTH + 1);
  });

  it("names a Swahili message too", () => {
    expect(autoSessionName("Biblia inasema nini kuhusu msamaha na upendo kwa jirani yangu?")).toBe(
      "Biblia inasema nini kuhusu msamaha na…",
    );
  });
});
