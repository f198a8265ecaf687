import { describe, expect, it } from "vitest";
import { compileNames, finiteStem, scatteredPositions, wordsOf } from "./text-matching";

const NONE = new Set<string>();

function found(name: string, message: string): number[] | undefined {
  const [trigger] = compileNames([name], "sw");
  return scatteredPositions(wordsOf(message), trigger, NONE);
}

describe("an infinitive of a short root in a name", () => {
  it.each([
    ["yesu alipaa mbinguni", [0, 1, 2]],
    ["yesu alipopaa mbinguni", [0, 1, 2]],
    ["mbinguni yesu akapaa", [1, 2, 0]],
  ])("is found in its form that says who and when: %s", (message, positions) => {
    expect(found("Yesu kupaa mbinguni", message)).toEqual(positions);
  });

  it.each(["walimshusha kupitia paa mbinguni", "mpaa wa mbinguni"])(
    "is not the bare noun or another word ending like it: %s",
    (message) => {
      expect(found("kupaa mbinguni", message)).toBeUndefined();
    },
  );
});

describe("the stem of a Swahili verb told with who and when", () => {
  it.each([
    ["alipolia", "lia"],
    ["akalia", "lia"],
    ["wanalia", "lia"],
    ["akasema", "sema"],
    ["walipofika", "fika"],
  ])("%s is %s", (word, stem) => {
    expect(finiteStem(word)).toBe(stem);
  });

  it.each(["mtoto", "lia", "kaburi"])("is none for a word without those markers: %s", (word) => {
    expect(finiteStem(word)).toBeUndefined();
  });
});
