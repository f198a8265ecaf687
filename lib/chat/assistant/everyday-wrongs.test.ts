import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { PRAYER_TOPIC_IDS } from "./topics";

function analysis(message: string, locale: "en" | "sw") {
  return analyzeMessage({ message, history: [], locale });
}

/** The topic a message is about, leaving aside the one on prayer itself. */
function needOf(message: string, locale: "en" | "sw"): string | undefined {
  return analysis(message, locale).topics.find(({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id))
    ?.topic.id;
}

/** Wrongs of work, money and home that readers tell and no topic spoke to. */
describe("wrongs of everyday life, as readers tell them", () => {
  it.each([
    [
      "they promoted a guy who joined after me because he is the managers nephew",
      "en",
      "passed-over",
    ],
    ["wenzangu wamepandishwa cheo na mimi nimebaki pale pale miaka sita", "sw", "passed-over"],
    ["my brother in law owes me 20k and refuses to pay me back", "en", "lent-money"],
    ["jirani alinikopa elfu hamsini na sasa hataki kunilipa", "sw", "lent-money"],
    ["the mortuary bill is growing and we have nothing for the burial", "en", "funeral-costs"],
    ["hatuna pesa ya kutoa mwili mochwari", "sw", "funeral-costs"],
    [
      "my wife goes through my phone every night and accuses me of cheating",
      "en",
      "jealous-spouse",
    ],
    ["mke wangu anakagua simu yangu kila siku", "sw", "jealous-spouse"],
    ["the other traders tamper with the scales and laugh at me", "en", "false-weights"],
    ["wauzaji wenzangu wanapunja wateja kwa mizani", "sw", "false-weights"],
    ["my daughter in form two has a sugar daddy", "en", "sugar-daddy"],
    ["binti yangu ana fataki anayemnunulia simu", "sw", "sugar-daddy"],
    ["my husband has a secret account and hides his salary", "en", "money-in-marriage"],
    ["mume wangu ananificha mshahara wake", "sw", "money-in-marriage"],
    ["i fell into adultery last year, should i confess to my wife", "en", "hidden-sin"],
    ["nilianguka dhambini mwaka jana na sijui niungame kanisani", "sw", "hidden-sin"],
    ["my sister bought a car and i cant be happy for her", "en", "envy"],
    ["kila mtu anamsifu yeye tu na mimi naumia", "sw", "envy"],
    // Praise given to a person is not worship; praise given to God still is.
    ["tunawezaje kumsifu mungu kila siku", "sw", "worship"],
    ["my friend told everyone my secret", "en", "gossip"],
    ["rafiki yangu ametoa siri yangu kwa kila mtu", "sw", "gossip"],
    ["the seller sold the same plot to two people", "en", "scammed"],
    ["kiwanja changu kimeuzwa mara mbili", "sw", "scammed"],
    ["my son says he is not going to school anymore", "en", "teenagers"],
    ["wanapandishwa vyeo watu wa kabila la meneja tu", "sw", "passed-over"],
    ["nilimkopesha rafiki 50k akasema atarudisha mwisho wa mwezi", "sw", "lent-money"],
    ["my husband doesnt trust me, he follows me to the market", "en", "jealous-spouse"],
    ["mke wangu ana wivu, nikiongea na dada wa kanisa ananuna", "sw", "jealous-spouse"],
    [
      "my wife sends money to her family secretly and lies about her salary",
      "en",
      "money-in-marriage",
    ],
    ["mume wangu amejenga nyumba kwao bila kuniambia", "sw", "money-in-marriage"],
    ["i run a butchery and the others mix old meat with fresh", "en", "false-weights"],
    ["my 15 year old daughter is dating a married man who gives her money", "en", "sugar-daddy"],
    ["my best friend told my boyfriend everything i told her in confidence", "en", "gossip"],
    ["mimi ni mwalimu wa shule ya jumapili na nimezini", "sw", "purity"],
    ["the house help i treated like my own sister stole my jewellery", "en", "forgiving-others"],
    ["rafiki yangu amehamisha pesa zote za biashara yetu", "sw", "forgiving-others"],
    ["my cousin built a mansion and i cant stand hearing about it", "en", "envy"],
    ["wazee wa kanisa walinidhalilisha mbele ya washirika wote", "sw", "hurt-by-church"],
    ["sometimes i think im failing as a father to my boys", "en", "parenting"],
    ["nahisi sijawa baba mzuri kwa watoto wangu", "sw", "parenting"],
    ["kila siku naona sitoshi kwa mume wangu", "sw", "self-worth"],
    [
      "my parents are muslims and since i got saved they are threatening to chase me",
      "en",
      "persecution",
    ],
    ["nimeokoka na sasa ndugu zangu wananitenga kwenye vikao vyote", "sw", "persecution"],
  ] as const)("%s → %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });
});

// A death told beside its costs: the mourning and the bills are both spoken to.
it("hears the costs of a burial beside the death", () => {
  const topics = analysis("bibi amefariki na tunahitaji laki tano za mazishi", "sw").topics;
  expect(topics.slice(0, 2).map(({ topic }) => topic.id)).toEqual(["grief", "funeral-costs"]);
});

/** Words of a spouse's ways, a story and a choice that name no need where they stand. */
describe("words that name no need where they stand", () => {
  // A marriage's troubles told by what one does need the marriage told too.
  it.each([
    ["my cousin does not pick my calls since the day he borrowed money", "en"],
    ["dalali hapokei simu tena na pesa yangu imeenda", "sw"],
  ] as const)("%s is no marriage conflict", (message, locale) => {
    expect(analysis(message, locale).topics.map(({ topic }) => topic.id)).not.toContain(
      "marriage-conflict",
    );
  });

  // That everyone does it is pressure in trade only where trade is told.
  it("hears no trade in 'everyone does it' said of sex", () => {
    expect(
      needOf("my friends sleep with their boyfriends and say everyone does it", "en"),
    ).not.toBe("false-weights");
  });

  // Humiliation is a hurt by the church only where the church is told.
  it("hears no church in a boss who humiliates", () => {
    expect(needOf("bosi wangu alinidhalilisha mbele ya wateja", "sw")).not.toBe("hurt-by-church");
  });

  // Being cut off by family is persecution only where the reader's new faith is told.
  it("hears no persecution in a family quarrel of another kind", () => {
    expect(needOf("ndugu zangu wananitenga tangu nilipouza shamba", "sw")).not.toBe("persecution");
  });

  it("still hears a spouse who will not pick up", () => {
    expect(needOf("mume wangu hapokei simu zangu tangu jana", "sw")).toBe("marriage-conflict");
  });

  // A negated phrase does not scatter over a message that negates nothing.
  it("hates school without refusing it", () => {
    expect(needOf("my classmates bully me and i hate going to school", "en")).not.toBe("teenagers");
  });

  it.each([
    // "It happened" tells of the reader's own life, not asks what happened in a Bible story.
    ["last month i fell with a lady from the choir, it happened twice. do i confess", "en"],
    // Nor is someone in the reader's life, a word after "a", "my" ("a married man who").
    ["my 15 year old daughter is dating a married man who gives her money", "en"],
    // One more person deep in the story is not someone asked about by description.
    [
      "nimefanya kazi benki miaka minane na mimi ndiye nawafundisha wapya. nafasi ilipotoka wakampa kijana aliyeajiriwa mwaka jana",
      "sw",
    ],
  ] as const)("%s asks no story", (message, locale) => {
    expect(analysis(message, locale).intent).toBe("question");
  });

  // When one of the ways weighed is the story's need, that need leads and guidance follows.
  it("confessing, weighed against keeping quiet, leads", () => {
    expect(
      needOf("nilianguka na mwanamke wa kwaya. nikiri mbele ya wazee au niache tu kimya", "sw"),
    ).toBe("hidden-sin");
  });
});
