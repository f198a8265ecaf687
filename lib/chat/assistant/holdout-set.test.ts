import { describe, expect, it } from "vitest";
import freshQuestionsJson from "@/content/assistant/fresh-questions.json";
import holdoutQuestionsJson from "@/content/assistant/holdout-questions.json";
import { DEV_SET } from "./dev-set";
import {
  FRESH_CATEGORIES,
  FRESH_SET_MINIMUMS,
  freshQuestionSetSchema,
  freshSetProblems,
  type FreshQuestion,
} from "./fresh-evaluation";
import { GOLDEN_SET } from "./golden-set";

/**
 * The held-out question set (content/assistant/holdout-questions.json): a second fresh set,
 * written without looking at the engine or its indexes, checked by the fresh set's rules.
 */
describe("the held-out question set", () => {
  const questions: FreshQuestion[] = freshQuestionSetSchema.parse(holdoutQuestionsJson).questions;
  const fresh: FreshQuestion[] = freshQuestionSetSchema.parse(freshQuestionsJson).questions;

  it("has no problems: canonical references that exist in both Bibles, nothing from the fresh, dev or golden sets", () => {
    expect(
      freshSetProblems(questions, {
        ...FRESH_SET_MINIMUMS,
        known: [
          ...GOLDEN_SET.map((question) => question.question),
          ...DEV_SET.map((question) => question.question),
          ...fresh.map((question) => question.question),
        ],
      }),
    ).toEqual([]);
  });

  it("has 60 questions per language, 12 in each of the five categories", () => {
    expect(questions).toHaveLength(120);
    for (const locale of ["en", "sw"] as const) {
      const inLocale = questions.filter((question) => question.locale === locale);
      expect(inLocale).toHaveLength(60);
      for (const category of FRESH_CATEGORIES) {
        expect(
          inLocale.filter((question) => question.category === category),
          `${locale}/${category}`,
        ).toHaveLength(12);
      }
    }
  });

  it("accepts between three and eight passages for each question", () => {
    for (const question of questions) {
      expect(question.accepted.length, question.id).toBeGreaterThanOrEqual(3);
      expect(question.accepted.length, question.id).toBeLessThanOrEqual(8);
    }
  });
});
