import { describe, expect, it } from "vitest";
import { anyTrigger, compileTriggers, wordsOf } from "./text-matching";

describe("whose it is", () => {
  it("matches a need told of someone else in a phrase of three words or more", () => {
    expect(anyTrigger(wordsOf("she lost her baby"), compileTriggers(["lost my baby"], "en"))).toBe(
      true,
    );
    const swahili = compileTriggers(["mimba yangu imeharibika"], "sw");
    expect(anyTrigger(wordsOf("mimba yake imeharibika"), swahili)).toBe(true);
  });

  it("keeps two-word names whole: 'baba yangu' is no 'baba yetu'", () => {
    expect(anyTrigger(wordsOf("baba yangu"), compileTriggers(["baba yetu"], "sw"))).toBe(false);
  });
});
