import { describe, expect, it } from "vitest";
import { expandTexting } from "./texting";

describe("phone spellings", () => {
  it("writes out Swahili typed short", () => {
    expect(expandTexting(["nmefukuzwa", "kaz", "jana"])).toEqual(["nimefukuzwa", "kazi", "jana"]);
    expect(expandTexting(["mtoto", "wng", "anaumwa"])).toEqual(["mtoto", "wangu", "anaumwa"]);
    expect(expandTexting(["cjui", "nifanye", "nn"])).toEqual(["sijui", "nifanye", "nini"]);
  });

  it("leaves whole words alone, English ones too", () => {
    const words = ["chakula", "church", "crops", "clinic", "cancer", "nimechoka", "kazi"];
    expect(expandTexting(words)).toEqual(words);
  });

  it("writes out English typed short", () => {
    expect(expandTexting(["can", "u", "pray", "4", "my", "bro", "tmrw"])).toEqual([
      "can",
      "you",
      "pray",
      "4",
      "my",
      "brother",
      "tomorrow",
    ]);
    expect(expandTexting(["hard", "for", "rich", "ppl"])).toEqual([
      "hard",
      "for",
      "rich",
      "people",
    ]);
  });

  it("leaves 'pls' in neither language, for readers of both type it", () => {
    expect(expandTexting(["pls", "pray"])).toEqual(["pls", "pray"]);
    expect(expandTexting(["plz", "niombee"])).toEqual(["plz", "niombee"]);
  });

  it("leaves out sums of money, which split the phrase telling the need", () => {
    expect(expandTexting(["he", "borrowed", "60k", "from", "me"])).toEqual([
      "he",
      "borrowed",
      "from",
      "me",
    ]);
    expect(expandTexting(["nina", "ksh", "500", "tu"])).toEqual(["nina", "500", "tu"]);
    expect(expandTexting(["feed", "the", "5000"])).toEqual(["feed", "the", "5000"]);
  });

  it("joins a word typed apart: wasi wasi", () => {
    expect(expandTexting(["na", "wasi", "wasi", "juu", "ya", "kesho"])).toEqual([
      "na",
      "wasiwasi",
      "juu",
      "ya",
      "kesho",
    ]);
  });
});
