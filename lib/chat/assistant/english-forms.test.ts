import { describe, expect, it } from "vitest";
import { englishStem, tellsDeedDone } from "./english-forms";
import { wordMatches } from "./text-matching";

describe("English word forms", () => {
  it.each([
    ["taught", "teach"],
    ["children", "child"],
    ["forgiven", "forgive"],
    ["worrying", "worry"],
    ["riches", "rich"],
    ["wept", "weep"],
  ])("%s is a form of %s", (word, trigger) => {
    expect(wordMatches(word, trigger, "en")).toBe(true);
  });
});

describe("English forms of short verbs", () => {
  it.each(["died", "dying", "dies"])("%s has the stem of die", (word) => {
    expect(englishStem(word)).toBe(englishStem("die"));
  });
});

describe("a deed done, told in its verb", () => {
  it.each(["wept", "died", "raised", "stolen"])("is told by %s", (word) => {
    expect(tellsDeedDone(word)).toBe(true);
  });

  it.each(["flood", "tomb", "children", "wives"])("is not told by %s", (word) => {
    expect(tellsDeedDone(word)).toBe(false);
  });
});
