import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { inBibleWords } from "./bible-words";
import { analyzeMessage } from "./intents";
import { wordsOf } from "./text-matching";

describe("everyday words read in the Bibles' own", () => {
  it("reads a word and its locative in the Swahili Union Version's word", () => {
    expect(inBibleWords(wordsOf("paulo melini na jela"))).toEqual([
      "paulo",
      "merikebuni",
      "na",
      "gereza",
    ]);
  });

  it("hands back the same words when none is everyday, not a copy", () => {
    const words = wordsOf("yesu alibatizwa");
    expect(inBibleWords(words)).toBe(words);
  });

  it.each<[string, Locale, string]>([
    ["yesu aligeuza maji kuwa mvinyo", "sw", "water-into-wine"],
    ["yesu kwenye harusi ya kana", "sw", "water-into-wine"],
    ["paulo kwenye meli ilipovunjika baharini ilikuwaje", "sw", "pauls-shipwreck"],
  ])("finds the story told in everyday words: %s", (message, locale, id) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.intent).toBe("story");
    expect(analysis.study.entries[0]?.entry.id).toBe(id);
  });
});
