import "server-only";
import { z } from "zod";
import devQuestionsJson from "@/content/assistant/dev-questions.json";
import { locales } from "@/lib/i18n/locales";
import { referenceTextSchema } from "./content";
import { hitRate, type RetrievalScore } from "./evaluation";

/**
 * Questions written the way East African readers write them (inflected Swahili, Sheng, typos) to
 * develop matching against, kept apart from the held-out set so that set stays a fair measure.
 */
export const DEV_CATEGORIES = ["life", "prayer", "teaching", "names", "events"] as const;

const devQuestionSchema = z.object({
  id: z.string().min(1),
  locale: z.enum(locales),
  category: z.enum(DEV_CATEGORIES),
  question: z.string().min(1),
  accepted: z.array(referenceTextSchema).min(1),
});

export type DevQuestion = z.infer<typeof devQuestionSchema>;

export const DEV_SET: readonly DevQuestion[] = z
  .object({ questions: z.array(devQuestionSchema).min(80) })
  .parse(devQuestionsJson).questions;

/** Hits at `k` overall, per language and per language and category ("sw prayer"). */
export function devScores(k = 3): Map<string, RetrievalScore<DevQuestion>> {
  const groups = new Map<string, DevQuestion[]>([["all", [...DEV_SET]]]);
  for (const question of DEV_SET) {
    for (const key of [question.locale, `${question.locale} ${question.category}`]) {
      groups.set(key, [...(groups.get(key) ?? []), question]);
    }
  }
  return new Map([...groups].map(([key, questions]) => [key, hitRate(questions, k)]));
}
