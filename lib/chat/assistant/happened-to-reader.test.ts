import { describe, expect, it } from "vitest";
import { sufferedPositions } from "./happened-to-reader";
import { analyzeMessage } from "./intents";
import { retrievePassages } from "./retrieval";
import { wordsOf } from "./text-matching";
import { needOf } from "@/tests/support/assistant";

const suffered = (message: string) => {
  const words = wordsOf(message);
  return [...sufferedPositions(words)].map((position) => words[position]);
};

describe("what was done to the reader", () => {
  it.each([
    ["i was retrenched in march", "retrenched"],
    ["we were swindled by a company selling plots", "swindled"],
    ["ive been cheated by my own cousin", "cheated"],
    ["the agent conned me", "conned"],
    ["nimetapeliwa na dalali", "nimetapeliwa"],
    ["tuliibiwa ng'ombe usiku", "tuliibiwa"],
    ["fundi amenidhulumu pesa yangu", "amenidhulumu"],
    ["tangu nifukuzwe kazi sina raha", "nifukuzwe"],
    ["baada ya kutapeliwa nimekata tamaa", "kutapeliwa"],
  ])("is told in %s", (message, deed) => {
    expect(suffered(message)).toEqual([deed]);
  });

  it.each([
    "i got married last year",
    "i was born again in 2019",
    "nimeolewa miaka mitano",
    "nilipokuwa mdogo",
    "nimekuwa mgonjwa",
    "tangu nichaguliwe mwenyekiti",
    "wananiona kama mtu wa bure",
  ])("is not told by a step of life or a thought of others: %s", (message) => {
    expect(suffered(message)).toEqual([]);
  });

  it.each([
    ["i was conned by an agent who promised me work in oman", "en"],
    ["a fake agent for jobs in saudi took our money and disappeared", "en"],
    ["nilitapeliwa na wakala wa safari za ulaya", "sw"],
    ["nimetapeliwa na wakala wa kazi za uarabuni", "sw"],
    ["tumetapeliwa na kampuni ya viwanja huko kitengela", "sw"],
  ] as const)("outweighs where it happened: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("scammed");
  });

  it.each([
    ["i feel useless since i was retrenched", "en"],
    ["i feel useless since they retrenched me from the factory", "en"],
    ["tangu nifukuzwe kazi kiwandani najiona sina maana", "sw"],
    ["najiona bure tangu niachishwe kazi", "sw"],
  ] as const)("is cited beside the feeling it caused: %s", (message, locale) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    const cited = new Set(
      retrievePassages(analysis, { limit: 2 }).map((passage) => passage.topicId),
    );
    expect(cited).toEqual(new Set(["self-worth", "unemployment"]));
  });
});
