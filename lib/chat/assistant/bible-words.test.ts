import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { inBibleWords } from "./bible-words";
import { analyzeMessage } from "./intents";
import { wordsOf } from "./text-matching";

describe("everyday words and digits read in the Bibles' words", () => {
  it("reads a word and its locative in the Swahili Union Version's word", () => {
    expect(inBibleWords(wordsOf("paulo melini na jela"), "sw")).toEqual([
      "paulo",
      "merikebuni",
      "na",
      "gereza",
    ]);
  });

  it("keeps a number and writes it in words after it", () => {
    expect(inBibleWords(wordsOf("the 12 spies"), "en")).toEqual(["the", "12", "twelve", "spies"]);
    expect(inBibleWords(wordsOf("elfu 5"), "sw")).toEqual(["elfu", "5", "tano"]);
  });

  it("reads crying as the Bibles' weeping, but crying out as crying out", () => {
    expect(inBibleWords(wordsOf("jesus cried"), "en")).toEqual(["jesus", "wept"]);
    expect(inBibleWords(wordsOf("jesus cried out"), "en")).toEqual(["jesus", "cried", "out"]);
  });

  it("hands back the same words when none is everyday, not a copy", () => {
    const words = wordsOf("yesu alibatizwa");
    expect(inBibleWords(words, "sw")).toBe(words);
  });

  it.each<[string, Locale, string]>([
    ["yesu aligeuza maji kuwa mvinyo", "sw", "water-into-wine"],
    ["yesu kwenye harusi ya kana", "sw", "water-into-wine"],
    ["paulo kwenye meli ilipovunjika baharini ilikuwaje", "sw", "pauls-shipwreck"],
    ["the 12 spies", "en", "twelve-spies"],
    ["the 10 lepers", "en", "ten-lepers"],
    ["explain the story of the 3 wise men", "en", "visit-of-the-magi"],
    ["watu elfu 5 walishwa", "sw", "feeding-the-five-thousand"],
    ["wakoma 10", "sw", "ten-lepers"],
    ["why did jesus cry at his friends tomb", "en", "raising-of-lazarus"],
    ["jesus crying for lazarus", "en", "raising-of-lazarus"],
  ])("finds the story told in everyday words or digits: %s", (message, locale, id) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.intent).toBe("story");
    expect(analysis.study.entries[0]?.entry.id).toBe(id);
  });
});
