import { describe, expect, it } from "vitest";
import { careFlags } from "./care";
import { analyzeMessage } from "./intents";
import { wordsOf } from "./text-matching";
import { needOf } from "@/tests/support/assistant";

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
    [
      "after my father died my aunt used fake papers at the lands office to take the land he left us",
      "land-grabbing",
    ],
    [
      "since grandpa's burial my sister is sick and the shop burnt, they say someone bewitched our family",
      "witchcraft",
    ],
    ["my husband passed last year and his relatives say i have no right to the house", "widowhood"],
    ["the clinic told me i tested positive and i hide my pills from everyone", "chronic-illness"],
    ["my little girl has had fevers for weeks and the doctors dont know what it is", "sick-child"],
    [
      "i finished my diploma two years ago and sent so many applications, my sister still sends me money for food",
      "unemployment",
    ],
    [
      "the bishop used the building fund for his own car and said touch not my anointed",
      "leadership",
    ],
    ["the results came out and i feel like my life is over", "hope"],
    [
      "my cousin is a maid in oman, her boss took her passport and they dont give her food",
      "protection",
    ],
    ["the bank auctioned my matatu over the loan and i feel like a failure", "failure"],
  ])("hears the need in: %s", (message, topic) => {
    expect(needOf(message, "en")).toBe(topic);
  });
});

describe("a life told beside a Bible story's word", () => {
  it("answers 'nothing has happened yet' on the reader's life, not as a story asked about", () => {
    const message =
      "my neighbour's husband keeps texting me at night, nothing has happened yet but i might fall";
    const analysis = analyzeMessage({ message, history: [], locale: "en" });
    expect(analysis.intent).not.toBe("story");
    expect(needOf(message, "en")).toBe("temptation");
  });

  it.each(["he slaps me whenever he drinks", "my boyfriend slapped me again last night"])(
    "hears slaps as blows: %s",
    (message) => {
      expect(careFlags(wordsOf(message)).crisis).toBe("abuse");
    },
  );
});
