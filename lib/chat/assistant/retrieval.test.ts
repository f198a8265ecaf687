import { describe, expect, it } from "vitest";
import { CONTESTED_QUESTIONS, NON_BOOKS, TOPICS } from "./content";
import { GOLDEN_SET } from "./golden-set";
import { retrievalHitRate } from "./evaluation";
import { analyzeMessage } from "./intents";
import { retrievePassages } from "./retrieval";
import { formatReference } from "@/lib/bible/reference";
import { contentReference, referenceExists } from "./scripture";
import { assistantSuggestions } from "./suggestions";
import { needOf } from "@/tests/support/assistant";

describe("assistant content", () => {
  it("has at least 40 topics, each with words in both languages and 4-10 verses that exist in both Bibles", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
    for (const topic of TOPICS) {
      expect(topic.verses.length).toBeGreaterThanOrEqual(4);
      expect(topic.verses.length).toBeLessThanOrEqual(10);
      for (const text of topic.verses) {
        const reference = contentReference(text);
        expect(referenceExists(reference, "en"), `${topic.id}: ${text}`).toBe(true);
        expect(referenceExists(reference, "sw"), `${topic.id}: ${text}`).toBe(true);
      }
    }
  });

  it("covers the themes the issue names", () => {
    const ids = new Set(TOPICS.map((topic) => topic.id));
    for (const id of [
      "faith",
      "prayer",
      "worship",
      "forgiving-others",
      "worry",
      "fear",
      "grief",
      "marriage",
      "family",
      "work",
      "money",
      "temptation",
      "salvation",
      "holy-spirit",
      "love",
      "hope",
      "peace",
      "suffering",
      "healing",
      "gods-will",
      "guidance",
      "gratitude",
      "anger",
      "loneliness",
      "doubt",
      "repentance",
      "grace",
      "giving",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it("cites only passages that exist, in contested questions, non-books and the golden set", () => {
    const cited = [
      ...CONTESTED_QUESTIONS.flatMap((question) => question.verses),
      ...GOLDEN_SET.flatMap((question) => question.accepted),
    ];
    for (const text of cited) {
      expect(referenceExists(contentReference(text), "en"), text).toBe(true);
      expect(referenceExists(contentReference(text), "sw"), text).toBe(true);
    }
    expect(NON_BOOKS.some((entry) => entry.forms.includes("Hezekiah"))).toBe(true);
  });

  it("has a golden set of 40 English and 40 Swahili questions with every suggestion and quick action", () => {
    const english = GOLDEN_SET.filter((question) => question.locale === "en");
    const swahili = GOLDEN_SET.filter((question) => question.locale === "sw");
    expect(english.length).toBeGreaterThanOrEqual(40);
    expect(swahili.length).toBeGreaterThanOrEqual(40);
    const asked = new Set(GOLDEN_SET.map((question) => `${question.locale}:${question.question}`));
    const prompts = [
      ...assistantSuggestions.categories.flatMap((category) => category.questions),
      ...assistantSuggestions.quickActions.map((action) => action.prompt),
    ];
    expect(prompts).toHaveLength(20);
    for (const prompt of prompts) {
      expect(asked.has(`en:${prompt.en}`), prompt.en).toBe(true);
      expect(asked.has(`sw:${prompt.sw}`), prompt.sw).toBe(true);
    }
  });
});

describe("retrieval", () => {
  it("puts a verse a pastor accepts in the top 5 for at least 80% of the golden set, in each language", () => {
    for (const locale of ["en", "sw"] as const) {
      const score = retrievalHitRate(
        GOLDEN_SET.filter((question) => question.locale === locale),
        5,
      );
      expect(
        score.rate,
        JSON.stringify(score.misses.map((miss) => miss.question.id)),
      ).toBeGreaterThanOrEqual(0.8);
    }
  });

  function firstPassages(message: string, locale: "en" | "sw", count = 2): string[] {
    const analysis = analyzeMessage({ message, history: [], locale });
    return retrievePassages(analysis, { limit: count }).map((passage) =>
      formatReference(passage.reference, "en"),
    );
  }

  it("answers the need of a prayer, not whom it is for", () => {
    expect(needOf("pray for my husband he was involved in an accident", "en")).toBe("protection");
    expect(needOf("please pray for my wife, she is expecting our first baby", "en")).toBe(
      "pregnancy",
    );
    // Asking for nothing beyond the person, the person's topic stays.
    expect(needOf("pray for my children", "en")).toBe("parenting");
  });

  it("gives each of two concerns its best verse before a second verse of either", () => {
    const analysis = analyzeMessage({
      message: "I lost my job and my wife is sick in hospital",
      history: [],
      locale: "en",
    });
    const [first, second] = retrievePassages(analysis, { limit: 2 });
    expect(first.topicId).toBe("healing");
    expect(second.topicId).not.toBe("healing");
  });

  it("reads a Swahili word with two meanings by its form", () => {
    // "amefungwa gerezani" is imprisoned, not fasting ("kufunga").
    expect(needOf("ndugu yangu amefungwa gerezani mwaka mzima", "sw")).toBe("prison");
    // "nakosa usingizi" is lacking sleep, not "makosa" (sins).
    const sleepless = analyzeMessage({
      message: "nakosa usingizi kila usiku",
      history: [],
      locale: "sw",
    });
    expect(sleepless.topics.map(({ topic }) => topic.id)).not.toContain("sin");
  });

  it("reads a word inside another topic's phrase as part of that phrase only", () => {
    const topics = analyzeMessage({
      message: "i was caught cheating in an exam",
      history: [],
      locale: "en",
    }).topics.map(({ topic }) => topic.id);
    expect(topics).toContain("honesty");
    expect(topics).not.toContain("infidelity");
  });

  it("gives a second verse on the concern itself, not on the background a trigger of it names", () => {
    const analysis = analyzeMessage({
      message: "pray for our marriage, we fight every day",
      history: [],
      locale: "en",
    });
    const [first, second] = retrievePassages(analysis, { limit: 2 });
    expect(first.topicId).toBe("marriage-conflict");
    expect(second.topicId).toBe("marriage-conflict");
  });

  it("puts first the verse where Jesus says the words a teaching question quotes", () => {
    expect(firstPassages("what did jesus say about serving two masters", "en")).toContain(
      "Matthew 6:24",
    );
  });

  it("cites a second person of a story only when the reply tells that story too", () => {
    const analysis = analyzeMessage({
      message: "Zakaria baba yake Yohana Mbatizaji alikuwa nani",
      history: [],
      locale: "sw",
    });
    const sources = retrievePassages(analysis, { limit: 3 }).map((passage) =>
      formatReference(passage.reference, "en"),
    );
    expect(sources.every((reference) => reference.startsWith("Luke 1"))).toBe(true);
  });
});
