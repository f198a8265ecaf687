import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { PRAYER_TOPIC_IDS } from "./topics";

/** The topic a message is about, leaving aside the one on prayer itself. */
function needOf(message: string): string | undefined {
  return analyzeMessage({ message, history: [], locale: "en" }).topics.find(
    ({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id),
  )?.topic.id;
}

/**
 * Needs readers name by what they do to them or in street words, beside a story whose setting
 * (a hospital, sleep, a job, money) is not what they ask about: each reached another topic
 * before its words were added.
 */
describe("a need told by its effects or in slang", () => {
  it.each([
    [
      "we buried dad in may and since then i wonder if god even hears me, he feels silent",
      "lament",
    ],
    ["why did god let my little brother drown, i am so mad at god", "lament"],
    ["my husband was taken to a psychiatric ward, he hears voices in his head", "mental-illness"],
    ["my sister had a mental breakdown after the wedding and lost her mind", "mental-illness"],
    ["a few years ago i was on fire for god, now my bible gathers dust", "backsliding"],
    ["my cousin was remanded at kamiti and the case keeps getting adjourned", "prison"],
    ["a girl in my office sends me nudes and i am married, i dont want to fall", "temptation"],
    ["my wife moved in with a younger man, he has a car and a salary", "infidelity"],
    ["years back i had an abortion in high school, will god ever forgive me", "gods-forgiveness"],
    [
      "pray that i can forgive my brother who sold the family cow to pay his debts",
      "forgiving-others",
    ],
  ])("hears the need in: %s", (message, topic) => {
    expect(needOf(message)).toBe(topic);
  });
});
