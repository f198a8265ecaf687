import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { retrievePassages } from "./retrieval";
import { needOf } from "@/tests/support/assistant";

/** Needs readers told in words no topic knew, or only another topic's. */
describe("the needs readers tell of their own lives", () => {
  it.each([
    ["my husband has married a second wife and brought her home", "en", "co-wife"],
    ["mume wangu ameongeza mke, sasa tuko wake wenza", "sw", "co-wife"],
    ["i was scammed by a man selling a plot that was not his", "en", "scammed"],
    ["mwanangu alitapeliwa na wakala feki wa kazi za uarabuni", "sw", "scammed"],
    ["our daughter dropped out and just sits at home all day", "en", "teenagers"],
    ["mwanangu ameacha shule na sasa anazurura mtaani", "sw", "teenagers"],
    ["my son quit school and hangs around the shops all day", "en", "teenagers"],
    ["mum is losing her memory and wanders off at night", "en", "aging-parents"],
    ["baba amepoteza kumbukumbu na hatutambui tena", "sw", "aging-parents"],
    ["they found a tumour and chemo starts in june", "en", "healing"],
    ["daktari amesema nianze tiba ya mionzi wiki ijayo", "sw", "healing"],
    ["since i moved to town i have no one to talk to", "en", "loneliness"],
    ["nimehamia mjini na sina mtu wa kuongea naye", "sw", "loneliness"],
    ["his family says he must not marry outside their tribe", "en", "tribalism"],
    ["i keep visiting those sites late at night", "en", "pornography"],
    ["ninakunywa viroba kila siku baada ya kazi", "sw", "drunkenness"],
    ["my uncle put the title in his name after grandpa died", "en", "land-grabbing"],
    ["kaka ameandikisha shamba kwa jina lake peke yake", "sw", "land-grabbing"],
  ] as const)("%s → %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });
});

/** Words that look like a need and are not one where the reader uses them. */
describe("words that name no need where they stand", () => {
  it.each([
    // A "genge" is also a market stall.
    ["genge langu la mboga halina wateja tena", "sw", "teenagers"],
    // A student dropping out is no parent's worry about a teenager.
    ["the university says i cant graduate so im thinking of dropping out", "en", "teenagers"],
    // A church elder is an office, not an age.
    ["nimekuwa mzee wa kanisa miaka ishirini na sasa nimegundulika na kisukari", "sw", "old-age"],
    // Fasting is what the reader already tried against the habit.
    ["i have fasted and prayed but i still cannot stop betting", "en", "fasting"],
    ["nimefunga na kuomba lakini bado siwezi kuacha kubeti", "sw", "fasting"],
    // The birth is how she died: the loss is the need.
    ["my sister died giving birth last night", "en", "pregnancy"],
  ] as const)("%s is not %s", (message, locale, topic) => {
    expect(needOf(message, locale)).not.toBe(topic);
  });
});

/** The topics whose verses a reply to the message opens with. */
function openingTopics(message: string, locale: "en" | "sw"): (string | undefined)[] {
  const passages = retrievePassages(analyzeMessage({ message, history: [], locale }), { limit: 2 });
  return passages.map(({ topicId }) => topicId);
}

describe("the setting of a story beside its need", () => {
  it("leaves the wedding a betrayal came before to date it", () => {
    expect(
      openingTopics("my fiancee cheated on me with my cousin a month before our ruracio", "en"),
    ).not.toContain("dowry-wedding");
  });

  it("reads going home in fear as no husband who has not come home", () => {
    const topics = analyzeMessage({
      message: "nimefukuzwa kazi na naogopa kurudi nyumbani",
      history: [],
      locale: "sw",
    }).topics.map(({ topic }) => topic.id);
    expect(topics).not.toContain("missing-person");
    expect(topics).not.toContain("marriage-conflict");
  });
});
