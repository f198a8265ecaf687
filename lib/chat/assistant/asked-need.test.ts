import { describe, expect, it } from "vitest";
import { askedPositions, choiceAsked, feltPositions } from "./asked-need";
import { wordsOf } from "./text-matching";

describe("asked need", () => {
  it("reads the words after 'how do I' and a verb asking how as what is asked", () => {
    const words = wordsOf("my sister stole from me, how do i forgive her");
    expect([...askedPositions(words)].map((position) => words[position])).toContain("forgive");
    const swahili = wordsOf("dada yangu aliniibia, nitamsameheje");
    expect([...askedPositions(swahili)].map((position) => swahili[position])).toEqual([
      "nitamsameheje",
    ]);
  });

  it("reads the verb before 'vipi' as asked, and who asks as no need", () => {
    const asked = (message: string) => {
      const words = wordsOf(message);
      return [...askedPositions(words)].map((position) => words[position]);
    };
    expect(asked("sisi kama familia tumsaidie vipi aache pombe")).toContain("tumsaidie");
    expect(asked("how can we as a family help him stop")).toEqual(["help"]);
  });

  it.each([
    ["two offers, which one do i take", "ways"],
    ["niende dubai au nibaki nyumbani", "ways"],
    ["should i tithe on gross or net income", "or"],
  ])("hears a choice: %s", (message, choice) => {
    expect(choiceAsked(wordsOf(message))).toBe(choice);
  });

  it.each(["my son wants tea or coffee", "nina njaa au kiu"])("hears no choice: %s", (message) => {
    expect(choiceAsked(wordsOf(message))).toBeUndefined();
  });

  it("reads 'najiona' (I see myself as) as saying how the reader feels", () => {
    const words = wordsOf("mume wangu ameniacha na najiona mpweke sana");
    expect([...feltPositions(words)].map((position) => words[position])).toContain("mpweke");
  });
});
