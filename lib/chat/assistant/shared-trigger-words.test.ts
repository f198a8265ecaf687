import { describe, expect, it } from "vitest";
import { wordsOf } from "./text-matching";
import { matchTopics } from "./topics";
import { needOf } from "@/tests/support/assistant";

/**
 * A trigger word several topics use counts for less in each, except in the topic whose own word
 * it is: shared, it must not leave every topic using it behind a side word.
 */
describe("trigger words topics share", () => {
  it.each(["tapeli", "matapeli", "nimetapeliwa"])(
    "count fully for the topic whose title names them: %s",
    (word) => {
      const [owner, ...borrowers] = matchTopics(wordsOf(word));
      expect(owner.topic.id).toBe("scammed");
      expect(owner.score).toBeGreaterThanOrEqual(1);
      for (const borrower of borrowers) expect(borrower.score).toBeLessThan(owner.score);
    },
  );

  it.each([
    ["yule jamaa ni tapeli wa uarabuni", "sw"],
    ["wale matapeli wa kazi za ulaya", "sw"],
    ["that agent for dubai was a scammer", "en"],
  ] as const)("outweigh a place named beside them: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("scammed");
  });
});
