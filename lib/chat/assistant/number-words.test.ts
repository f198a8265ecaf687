import { describe, expect, it } from "vitest";
import { spelledNumber } from "./number-words";

describe("numbers in words, as the Bibles write them", () => {
  it.each([
    ["12", "twelve", "kumi na mbili"],
    ["40", "forty", "arobaini"],
    ["300", "three hundred", "mia tatu"],
    ["276", "two hundred seventy six", "mia mbili sabini na sita"],
    ["5000", "five thousand", "elfu tano"],
    ["32000", "thirty two thousand", "elfu thelathini na mbili"],
  ])("%s is '%s' and '%s'", (digits, english, swahili) => {
    expect(spelledNumber(digits, "en")?.join(" ")).toBe(english);
    expect(spelledNumber(digits, "sw")?.join(" ")).toBe(swahili);
  });

  it.each(["07", "1000000", "d+", "mia"])("leaves %s alone", (word) => {
    expect(spelledNumber(word, "en")).toBeUndefined();
  });
});
