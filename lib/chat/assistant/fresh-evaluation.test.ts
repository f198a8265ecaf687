import { describe, expect, it } from "vitest";
import freshQuestionsJson from "@/content/assistant/fresh-questions.json";
import {
  citedPassages,
  FRESH_CATEGORIES,
  FRESH_SET_MINIMUMS,
  freshQuestionSchema,
  freshQuestionSetSchema,
  freshSetProblems,
  percentile,
  scoreCitations,
  share,
  summarize,
  type FreshQuestion,
  type FreshResult,
} from "./fresh-evaluation";
import { GOLDEN_SET } from "./golden-set";
import { contentReference } from "./scripture";

function cited(...labels: string[]) {
  return citedPassages({ verses: labels.map((label) => `${label} — words`) });
}

const DIVORCE = ["Matthew 19:3-12", "Mark 10:2-12", "Luke 16"].map(contentReference);

describe("scoring a reply's citations", () => {
  it("reads the labels of `verses` entries in either language, ranges written with an en dash", () => {
    const passages = citedPassages({
      verses: ["Mathayo 19:6–9 — Hata wamekuwa…", "Mark 10:11 — He said…"],
    });
    expect(passages.map((passage) => passage.label)).toEqual(["Mathayo 19:6–9", "Mark 10:11"]);
    expect(passages[0].reference).toMatchObject({
      book: { id: "Matt" },
      chapter: 19,
      verseStart: 6,
      verseEnd: 9,
    });
  });

  it("counts a hit when one of the first three cited passages overlaps an accepted one", () => {
    const score = scoreCitations(
      cited("Genesis 2:24", "Ephesians 5:25", "Mark 10:11-12", "Matthew 19:9"),
      DIVORCE,
    );
    expect(score).toEqual({ hit: true, allRelevant: false, citesNothing: false, relevant: 2 });
  });

  it("ignores relevant passages cited after the first three", () => {
    const score = scoreCitations(
      cited("Genesis 2:24", "Ephesians 5:25", "Proverbs 22:6", "Matthew 19:9"),
      DIVORCE,
    );
    expect(score.hit).toBe(false);
    expect(score.relevant).toBe(1);
  });

  it("lets an accepted chapter match any verse of it, and only that chapter", () => {
    expect(scoreCitations(cited("Luke 16:18"), DIVORCE)).toMatchObject({
      hit: true,
      allRelevant: true,
    });
    expect(scoreCitations(cited("Luke 17:3"), DIVORCE).hit).toBe(false);
  });

  it("needs intersecting verses within the same book and chapter", () => {
    expect(scoreCitations(cited("Matthew 19:1-2"), DIVORCE).hit).toBe(false);
    expect(scoreCitations(cited("Matthew 19:12-14"), DIVORCE).hit).toBe(true);
    expect(scoreCitations(cited("Mark 19:5"), DIVORCE).hit).toBe(false);
  });

  it("calls a reply all relevant only when it cites something and every passage is accepted", () => {
    expect(scoreCitations(cited("Matthew 19:6", "Mark 10:9"), DIVORCE).allRelevant).toBe(true);
    expect(scoreCitations([], DIVORCE)).toEqual({
      hit: false,
      allRelevant: false,
      citesNothing: true,
      relevant: 0,
    });
  });

  it("never counts an entry that does not parse as relevant", () => {
    const score = scoreCitations([{ label: "Somewhere", reference: null }], DIVORCE);
    expect(score).toMatchObject({ hit: false, allRelevant: false, citesNothing: false });
  });
});

describe("summaries", () => {
  function result(hit: boolean, allRelevant: boolean, latencyMs: number): FreshResult {
    return {
      id: "en-people-01",
      locale: "en",
      category: "people",
      question: "Who was Ruth?",
      cited: allRelevant || hit ? ["Ruth 1:16"] : [],
      engine: "offline",
      latencyMs,
      hit,
      allRelevant,
      citesNothing: !hit && !allRelevant,
      relevant: hit ? 1 : 0,
    };
  }

  it("counts hits, all-relevant replies and empty replies, with nearest-rank p95 latency", () => {
    const results = [
      result(true, true, 5),
      result(true, false, 1),
      result(false, false, 20),
      ...Array.from({ length: 17 }, () => result(false, false, 2)),
    ];
    expect(summarize(results)).toEqual({
      total: 20,
      hits: 2,
      allRelevant: 1,
      citesNothing: 18,
      p95Ms: 5,
    });
    expect(summarize([])).toEqual({ total: 0, hits: 0, allRelevant: 0, citesNothing: 0, p95Ms: 0 });
  });

  it("takes the nearest rank", () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4], 0.95)).toBe(4);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBe(0);
  });

  it("writes shares with one decimal", () => {
    expect(share(1, 3)).toBe("33.3%");
    expect(share(0, 0)).toBe("n/a");
  });
});

describe("the fresh question set", () => {
  const questions: FreshQuestion[] = freshQuestionSetSchema.parse(freshQuestionsJson).questions;

  it("has no problems: canonical references that exist in both Bibles, nothing from the golden set", () => {
    expect(
      freshSetProblems(questions, {
        ...FRESH_SET_MINIMUMS,
        known: GOLDEN_SET.map((question) => question.question),
      }),
    ).toEqual([]);
  });

  it("has at least 60 questions per language spread evenly over the five categories", () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    for (const locale of ["en", "sw"] as const) {
      const inLocale = questions.filter((question) => question.locale === locale);
      expect(inLocale.length).toBeGreaterThanOrEqual(60);
      const counts = FRESH_CATEGORIES.map(
        (category) => inLocale.filter((question) => question.category === category).length,
      );
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    }
  });

  it("rejects ids that do not name the question's language and category", () => {
    const question = {
      id: "sw-people-01",
      locale: "en",
      category: "people",
      question: "Who was Ruth?",
      accepted: ["Ruth 1"],
    };
    expect(freshQuestionSchema.safeParse(question).success).toBe(false);
    expect(freshQuestionSchema.safeParse({ ...question, id: "en-people-01" }).success).toBe(true);
  });

  it("reports bad references, Swahili book names, copies and repeats", () => {
    const base = { locale: "en", category: "people" } as const;
    const problems = freshSetProblems(
      [
        { ...base, id: "en-people-01", question: "Who was Ruth?", accepted: ["Ruth 5:1"] },
        { ...base, id: "en-people-01", question: "who was RUTH", accepted: ["Ruthu 1:16"] },
        { ...base, id: "en-people-02", question: "How should I pray?", accepted: ["Psalms 23"] },
      ],
      { perLocale: 3, perCategory: 0, known: ["How should I pray?"] },
    );
    expect(problems).toEqual([
      "en-people-01: Ruth 5:1 does not exist in the en Bible",
      "en-people-01: Ruth 5:1 does not exist in the sw Bible",
      "en-people-01: id used twice",
      "en-people-01: question asked twice",
      'en-people-01: write "Ruthu 1:16" as "Ruth 1:16"',
      "en-people-02: copied from a known question",
      'en-people-02: write "Psalms 23" as "Psalm 23"',
      "sw: 0 questions, fewer than 3",
    ]);
  });
});
