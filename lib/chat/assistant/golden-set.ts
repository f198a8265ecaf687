import "server-only";
import { z } from "zod";
import goldenSetJson from "@/content/assistant/golden-set.json";
import { locales } from "@/lib/i18n/locales";
import { referenceTextSchema } from "./content";

/** A question with the verses a pastor would accept in answer, for measuring retrieval. */
export const goldenQuestionSchema = z.object({
  id: z.string().min(1),
  locale: z.enum(locales),
  source: z.enum(["suggestion", "quick-action", "pastoral"]),
  question: z.string().min(1),
  accepted: z.array(referenceTextSchema).min(1),
});

export type GoldenQuestion = z.infer<typeof goldenQuestionSchema>;

export const GOLDEN_SET: readonly GoldenQuestion[] = z
  .object({ questions: z.array(goldenQuestionSchema).min(80) })
  .parse(goldenSetJson).questions;
