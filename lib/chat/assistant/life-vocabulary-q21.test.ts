import { describe, expect, it } from "vitest";
import { needOf } from "@/tests/support/assistant";

/**
 * A blind round of life situations (q21): a husband's salary spent at the bar, a question whether
 * the reader robs God, a daughter refused her late father's land. None of these is a round's
 * question; each phrasing names its need as the round's did.
 */
describe("the need a reader asks about, in the round's words", () => {
  it.each([
    ["mume wangu ameanza kukaa baani kila jioni", "sw", "drunkenness"],
    ["my husband spends every evening at the bar with his friends", "en", "drunkenness"],
    ["after the burial our relatives divided the land among themselves", "en", "land-inheritance"],
  ] as const)("%s (%s): %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it("asked whether they do wrong, the reader's question outweighs the money story around it", () => {
    expect(
      needOf(
        "by the time i pay house rent and the school fees there is nothing left for church, am i robbing god",
        "en",
      ),
    ).toBe("tithing");
  });

  it.each([
    // Refused by whom says what it is: brothers over land, not a spouse in bed.
    ["my brothers refused me my share of the land because I am a girl", "en", "land-inheritance"],
    ["my wife has refused me for months and sleeps with the children", "en", "marital-intimacy"],
  ] as const)("%s (%s): %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it("'wamenikataa' is people turning the reader away, not doors closing on their plans", () => {
    expect(needOf("wazazi wa mchumba wangu wamenikataa kwa sababu ya kabila", "sw")).not.toBe(
      "closed-doors",
    );
  });
});
