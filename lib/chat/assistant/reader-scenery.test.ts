import { describe, expect, it } from "vitest";
import { needOf } from "@/tests/support/assistant";

/**
 * Where a story happens (a country, the office, a neighbour's house) sets its scene: the need the
 * story tells comes first, and the place answers only when nothing else is named.
 */
describe("the scenery of a story", () => {
  it.each([
    ["wale matapeli wa kazi za ulaya", "sw", "scammed"],
    ["my boss at the office in dubai harassed me", "en", "sexual-harassment"],
    ["my madam in saudi does not pay my salary", "en", "unpaid-wages"],
    ["the choir members gossip about me", "en", "gossip"],
    ["kazini kwetu kuna rushwa kila mahali", "sw", "corruption"],
  ] as const)("comes after the need: %s", (message, locale, need) => {
    expect(needOf(message, locale)).toBe(need);
  });

  it.each([
    ["how do i survive life in dubai as a house help", "en"],
    ["naomba maombi nasafiri kwenda Qatar kufanya kazi", "sw"],
    ["nataka kwenda kufanya kazi uarabuni", "sw"],
    ["my family sold a cow so that i could go and work in dubai", "en"],
  ] as const)("answers when it is all the story tells: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("living-abroad");
  });
});

describe("words pointing elsewhere", () => {
  it.each([
    ["my husband wants us to move to another town near his family", "en"],
    ["we are moving to another county where his family lives", "en"],
    ["mume wangu anataka tuhamie mji mwingine karibu na familia yake", "sw"],
  ] as const)("name no wrong apart from its words: %s", (message, locale) => {
    expect(needOf(message, locale)).not.toBe("infidelity");
  });

  it.each([
    ["my husband moved in with another woman", "en"],
    ["he left us for another woman", "en"],
    ["mume wangu ana mwanamke mwingine", "sw"],
  ] as const)("still name it beside them: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("infidelity");
  });
});
