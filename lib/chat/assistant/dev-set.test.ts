import { describe, expect, it } from "vitest";
import { DEV_SET, devScores } from "./dev-set";
import { contentReference, referenceExists } from "./scripture";

/**
 * Floors under the development set's hit@3, so a change that loses ground shows; set just under
 * the scores after the rounds that added questions written blind, by someone who never saw the
 * engine (*-q12-*), and taught the engine what they showed (en 98.1 %, sw 97.2 % over 845). The
 * q20 rounds added 60 questions per language on life and prayer, a third of each kept back
 * unseen while the engine was tuned: English is 96.1 % over 566 since, Swahili 95.3 % over 579,
 * and the floors sit just under them.
 */
const FLOORS: Record<string, number> = { en: 0.955, sw: 0.95 };

describe("development set", () => {
  it("has at least 40 questions in each language, with unique ids", () => {
    expect(DEV_SET.filter((question) => question.locale === "en").length).toBeGreaterThanOrEqual(
      40,
    );
    expect(DEV_SET.filter((question) => question.locale === "sw").length).toBeGreaterThanOrEqual(
      40,
    );
    expect(new Set(DEV_SET.map((question) => question.id)).size).toBe(DEV_SET.length);
  });

  it("accepts only passages that exist in both Bibles", () => {
    for (const question of DEV_SET) {
      for (const text of question.accepted) {
        const reference = contentReference(text);
        expect(referenceExists(reference, "en"), `${question.id}: ${text}`).toBe(true);
        expect(referenceExists(reference, "sw"), `${question.id}: ${text}`).toBe(true);
      }
    }
  });

  // Retrieves for every question of the set: on two shared cores beside the other test files
  // that takes longer than the default timeout.
  it(
    "finds an accepted passage among the first three for most questions",
    { timeout: 240_000 },
    () => {
      const scores = devScores(3);
      for (const [language, floor] of Object.entries(FLOORS)) {
        expect(scores.get(language)?.rate ?? 0, language).toBeGreaterThanOrEqual(floor);
      }
    },
  );
});
