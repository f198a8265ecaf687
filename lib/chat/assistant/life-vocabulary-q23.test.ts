import { describe, expect, it } from "vitest";
import { needOf } from "@/tests/support/assistant";
import { analyzeMessage } from "./intents";

/**
 * A blind round of life situations (q23): a boss who wants a cut of every contract, a family moved
 * off its land for a road, a birth with complications, money lent to a friend. None of these is a
 * round's question; each phrasing names its need as the round's did.
 */
describe("the need a reader asks about, in the round's words", () => {
  it.each([
    ["the county officer wants a cut from every tender i win", "en", "corruption"],
    ["mkubwa wangu kazini anataka mgao wa kila malipo ya mteja", "sw", "corruption"],
    [
      "the government demolished our houses to make way for the road and we dont know where to go",
      "en",
      "eviction",
    ],
    ["serikali imebomoa nyumba zetu na fidia ndogo, tutaenda wapi", "sw", "eviction"],
    ["my mothers operation went well but now there are complications", "en", "healing"],
  ] as const)("%s (%s): %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it("money a friend borrowed from the reader is money lent, not the reader's own debt", () => {
    expect(needOf("rafiki yangu alinikopa pesa ya kodi na sasa ananikwepa", "sw")).toBe(
      "lent-money",
    );
  });
});

describe("a reader's own life", () => {
  it("names no story by everyday words out of the name's order ('my son … two years')", () => {
    const analysis = analyzeMessage({
      message: "my son finished school two years ago and just sits at home, how do i help him",
      history: [],
      locale: "en",
    });
    expect(analysis.intent).toBe("question");
    expect(needOf("my son finished school two years ago and just sits at home", "en")).toBe(
      "laziness",
    );
  });
});
