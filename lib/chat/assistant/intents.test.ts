import { describe, expect, it } from "vitest";
import { formatReference } from "@/lib/bible/reference";
import { analyzeMessage, type Intent } from "./intents";
import { replyLocale } from "./language";
import { OFFER_EXPLANATION, OFFER_PRAYER } from "./templates";
import { wordsOf, wordMatches } from "./text-matching";

function intentOf(message: string, locale: "en" | "sw" = "en"): Intent {
  return analyzeMessage({ message, history: [], locale }).intent;
}

describe("intent detection", () => {
  it.each<[string, "en" | "sw", Intent]>([
    ["Quote John 3:16", "en", "quote"],
    ["Nukuu Yohana 3:16", "sw", "quote"],
    ["Romans 8:28", "en", "quote"],
    ["What does Philippians 4:13 say?", "en", "quote"],
    ["Explain John 3:16 and its context.", "en", "explain"],
    ["What does Romans 8:28 mean?", "en", "explain"],
    ["Nieleze Yohana 3:16 na muktadha wake.", "sw", "explain"],
    ["Zaburi 23 ina maana gani?", "sw", "explain"],
    ["Please improve John 3:16 so it sounds better", "en", "improve"],
    ["Rewrite this verse in modern words", "en", "improve"],
    ["Boresha Yohana 3:16 iwe ya kisasa zaidi", "sw", "improve"],
    ["Can you pray for me? I lost my job.", "en", "prayer"],
    ["Help me pray about what I am going through.", "en", "prayer"],
    ["Niombee, mtoto wangu ni mgonjwa.", "sw", "prayer"],
    ["Waombee watoto wangu, wana mitihani kesho.", "sw", "prayer"],
    ["Naomba uniombee nipate kazi.", "sw", "prayer"],
    // Someone else is to pray ("that he pray for me"): the reader tells of it, asks nothing of us.
    ["Mchungaji anadai pesa ili aniombee, sina kitu.", "sw", "question"],
    ["Wazee wa kanisa wanataka kunipa mafuta ili waniombee kwa elfu tano.", "sw", "question"],
    [
      "our bishop charges 3000 shillings to pray for anyone who comes to his office",
      "en",
      "question",
    ],
    ["my aunt took me to the church so that they could pray for my legs", "en", "question"],
    ["the elders prayed for me on sunday but nothing changed", "en", "question"],
    ["i want you to pray for my brother, he is in jail", "en", "prayer"],
    ["they say he can pray for me, but can you pray for me too", "en", "prayer"],
    ["How should I pray?", "en", "question"],
    // Asked in the words readers use for it: interceding, "your prayers", covering in prayer.
    ["my mother is unwell and weak, kindly intercede for her", "en", "prayer"],
    ["exams are next week and i really need your prayers", "en", "prayer"],
    ["flying to london tomorrow alone, please cover me in prayer", "en", "prayer"],
    ["prayer request: my business is struggling since january", "en", "prayer"],
    ["my wife travels to garissa by road tomorrow, cover her in prayer", "en", "prayer"],
    ["ombi la maombi: biashara yangu inayumba tangu januari", "sw", "prayer"],
    ["nasafiri kesho kwenda arusha, mnifunike kwa maombi", "sw", "prayer"],
    ["baba yuko hospitalini, tunahitaji maombi yenu", "sw", "prayer"],
    ["does jesus still intercede for us in heaven", "en", "question"],
    ["Hello!", "en", "greeting"],
    ["Habari yako?", "sw", "greeting"],
    ["habari ya asubuhi", "sw", "greeting"],
    // "Habari" asked to be told is a story asked for, even of a name no entry knows.
    ["nieleze habari ya Kedorlaoma", "sw", "question"],
    ["hi, tell me about Zzyzx", "en", "question"],
    ["Thank you so much", "en", "thanks"],
    ["Asante sana", "sw", "thanks"],
    ["Are you a real person?", "en", "identity"],
    ["Wewe ni nani?", "sw", "identity"],
    ["Should babies be baptized?", "en", "contested"],
    ["Can Christians drink alcohol?", "en", "contested"],
    ["my son started smoking and drinking beer", "en", "question"],
    ["mwanangu anavuta sigara na kunywa pombe", "sw", "question"],
    ["Je, wanawake kuwa wachungaji ni sawa?", "sw", "contested"],
    ["Who will win the football match tonight?", "en", "off-topic"],
    ["How can I overcome worry and anxiety?", "en", "question"],
    ["Ninawezaje kushinda wasiwasi na hofu?", "sw", "question"],
  ])("%s (%s) → %s", (message, locale, intent) => {
    expect(intentOf(message, locale)).toBe(intent);
  });

  it("separates references that exist from those that do not", () => {
    const analysis = analyzeMessage({
      message: "Quote John 3:16, John 3:45 and John 22:1",
      history: [],
      locale: "en",
    });
    expect(analysis.references.map((reference) => formatReference(reference, "en"))).toEqual([
      "John 3:16",
    ]);
    expect(analysis.invalidReferences.map((problem) => problem.kind)).toEqual(["verse", "chapter"]);
  });

  it("reads references with Unicode dashes and spaces, in Swahili too", () => {
    const analysis = analyzeMessage({
      message: "Nukuu Yohana\u00a03\u2009:\u200916\u201317",
      history: [],
      locale: "sw",
    });
    expect(analysis.references.map((reference) => formatReference(reference, "sw"))).toEqual([
      "Yohana 3:16–17",
    ]);
  });

  it("notices books the Bible does not have", () => {
    expect(
      analyzeMessage({ message: "Quote Hezekiah 2:1", history: [], locale: "en" }).unknownBooks[0]
        ?.nonBook,
    ).toBeDefined();
    expect(
      analyzeMessage({ message: "kitabu cha Hezekia kinasema nini?", history: [], locale: "sw" })
        .unknownBooks,
    ).toHaveLength(1);
    expect(
      analyzeMessage({ message: "Quote Gandalf 3:16", history: [], locale: "en" }).unknownBooks[0]
        ?.name,
    ).toBe("Gandalf");
    expect(
      analyzeMessage({ message: "Read verse 3:16 at 10:30", history: [], locale: "en" })
        .unknownBooks,
    ).toHaveLength(0);
  });

  it("continues a conversation: a short yes to an offered prayer asks for that prayer", () => {
    const history = [
      { role: "user" as const, text: "I am so worried about my exams." },
      { role: "assistant" as const, text: `Some verses.\n\n${OFFER_PRAYER.en}` },
    ];
    const analysis = analyzeMessage({ message: "Yes please", history, locale: "en" });
    expect(analysis.intent).toBe("prayer");
    expect(analysis.topics[0]?.topic.id).toBe("worry");
    expect(analysis.topicsFromHistory).toBe(true);
  });

  it("continues a conversation: a short yes to an offered explanation explains the quoted verse", () => {
    const history = [
      { role: "user" as const, text: "Nukuu Yohana 3:16" },
      { role: "assistant" as const, text: `Yohana 3:16 — Kwa maana …\n\n${OFFER_EXPLANATION.sw}` },
    ];
    const analysis = analyzeMessage({ message: "Ndiyo", history, locale: "sw" });
    expect(analysis.intent).toBe("explain");
    expect(analysis.references.map((reference) => formatReference(reference, "sw"))).toEqual([
      "Yohana 3:16",
    ]);
  });
});

describe("language of the reply", () => {
  it("follows the page unless the message is clearly in the other language", () => {
    expect(replyLocale(wordsOf("Ninawezaje kumsamehe mtu aliyeniumiza?"), "en")).toBe("sw");
    expect(replyLocale(wordsOf("Amen"), "en")).toBe("en");
    expect(replyLocale(wordsOf("Je, Mungu ananipenda kweli? Nisaidie tafadhali"), "en")).toBe("sw");
    expect(replyLocale(wordsOf("How can I know the will of God for my life?"), "sw")).toBe("en");
    expect(replyLocale(wordsOf("Yohana 3:16"), "sw")).toBe("sw");
    expect(replyLocale(wordsOf("Mungu ananipenda kweli?"), "en")).toBe("sw");
    expect(replyLocale(wordsOf("Hi"), "sw")).toBe("sw");
    expect(replyLocale(wordsOf("Quote John 3:16"), "sw")).toBe("en");
  });
});

describe("word matching", () => {
  it("matches English word forms and Swahili inflections of a trigger", () => {
    expect(wordMatches("forgiving", "forgive", "en")).toBe(true);
    expect(wordMatches("worried", "worry", "en")).toBe(true);
    expect(wordMatches("nieleze", "eleza", "sw")).toBe(true);
    expect(wordMatches("nimemsamehe", "samehe", "sw")).toBe(true);
    expect(wordMatches("hayajibiwi", "jibiwa", "sw")).toBe(true);
    expect(wordMatches("zamani", "amani", "sw")).toBe(false);
    expect(wordMatches("kulewa", "kulea", "sw")).toBe(false);
  });
});

describe("a reader's own life", () => {
  it.each<[string, "en" | "sw", string]>([
    ["i want to give my life to jesus today, how do i do it", "en", "salvation"],
    [
      "i used to be a strong christian but i left church and now i want to come back to God",
      "en",
      "backsliding",
    ],
    ["every month my salary is finished by the 10th and i dont know where it goes", "en", "money"],
  ])(
    "is answered on that life, not on a story or teaching its words brush: %s",
    (message, locale, topic) => {
      const analysis = analyzeMessage({ message, history: [], locale });
      expect(analysis.intent).toBe("question");
      expect(analysis.topics[0]?.topic.id).toBe(topic);
    },
  );

  it.each<[string, "en" | "sw"]>([
    ["we were robbed at gunpoint last night and my kids are traumatised", "en"],
    ["tumevamiwa na majambazi usiku na watoto wameogopa sana", "sw"],
  ])("hears one robbed as the one wronged, not as a thief: %s", (message, locale) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.topics[0]?.topic.id).toBe("lost-livelihood");
  });

  it.each<[string, "en" | "sw"]>([
    ["am i going to hell", "en"],
    ["nitaenda motoni?", "sw"],
  ])("hears a fear of hell as a question on judgment and salvation: %s", (message, locale) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.topics[0]?.topic.id).toBe("judgment-and-hell");
  });

  it.each<[string, "en" | "sw", string]>([
    [
      "kcse results are out and i got a D. my parents are so dissapointed. i feel like a failure",
      "en",
      "failure",
    ],
    ["dada yangu amefaulu mtihani mimi nimefeli, najiskia wivu", "sw", "envy"],
  ])("hears the feeling the reader names as the need: %s", (message, locale, topic) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.topics[0]?.topic.id).toBe(topic);
  });

  it.each<[string, "en" | "sw"]>([
    ["tunahamia nyumba mpya wiki ijayo", "sw"],
    ["nataka kuhamia nyumba mpya", "sw"],
    ["we are moving house next month", "en"],
  ])("hears moving house as no emigration: %s", (message, locale) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.topics.map(({ topic }) => topic.id)).not.toContain("living-abroad");
  });

  it.each<[string, "en" | "sw"]>([
    ["nataka kuhamia nchi nyingine", "sw"],
    ["naenda majuu kutafuta maisha", "sw"],
    ["i am moving abroad for work", "en"],
  ])("hears moving to another country as living abroad: %s", (message, locale) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.topics.map(({ topic }) => topic.id)).toContain("living-abroad");
  });

  it("still tells the story someone asks for in the first person", () => {
    expect(intentOf("can you tell me the story of the prodigal son")).toBe("story");
  });
});

describe("a conversation typed on a phone", () => {
  it("finds the topic of an earlier message typed short", () => {
    const analysis = analyzeMessage({
      message: "pls pray",
      history: [
        { role: "user", text: "nmefukuzwa kaz jana" },
        { role: "assistant", text: "Pole sana." },
      ],
      locale: "sw",
    });
    expect(analysis.topics[0]?.topic.id).toBe("unemployment");
  });
});
