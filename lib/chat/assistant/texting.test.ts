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
});
