import { describe, expect, it } from "vitest";
import { englishStem } from "./english-forms";
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
