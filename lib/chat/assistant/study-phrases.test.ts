import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { asksAboutStudy } from "./study-phrases";
import { wordsOf } from "./text-matching";

describe("the ways a reader asks what happened", () => {
  it.each([
    "nini kilichotokea mlimani karmeli",
    "yaliyotokea siku ya pentekoste",
    "kilichojiri yesu alipobatizwa",
    "mana jangwani ilikuwaje",
    "kuta za yeriko ilikuwa aje",
    "nieleze kuhusu naamani",
    "explain the story of elisha and the bears",
  ])("%s asks for a story", (message) => {
    expect(asksAboutStudy(wordsOf(message))).toBe(true);
  });

  it("asks for the manna told 'ilikuwaje', though 'mana' is also an everyday word", () => {
    const analysis = analyzeMessage({
      message: "waisraeli walikula mana jangwani ilikuwaje",
      history: [],
      locale: "sw",
    });
    expect(analysis.intent).toBe("story");
    expect(analysis.study.entries[0]?.entry.id).toBe("manna");
  });
});
