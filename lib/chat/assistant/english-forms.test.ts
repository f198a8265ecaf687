import { describe, expect, it } from "vitest";
import { wordMatches } from "./text-matching";

describe("English word forms", () => {
  it.each([
    ["taught", "teach"],
    ["children", "child"],
    ["forgiven", "forgive"],
    ["worrying", "worry"],
    ["riches", "rich"],
  ])("%s is a form of %s", (word, trigger) => {
    expect(wordMatches(word, trigger, "en")).toBe(true);
  });
});
