import "server-only";
import { formatReference, parseReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { GOLDEN_SET, type GoldenQuestion } from "./golden-set";
import { analyzeMessage } from "./intents";
import { retrievePassages } from "./retrieval";
import {
  contentReference,
  findUnknownBookCitations,
  passageText,
  referenceExists,
  sameOrOverlapping,
} from "./scripture";
import type { AssistantReply } from "./types";
import { verifyText } from "./verify";

/** What a retrieval score needs of a question: its words, language and the verses accepted. */
export type ScoredQuestion = Pick<GoldenQuestion, "id" | "locale" | "question" | "accepted">;

export interface RetrievalMiss<Q extends ScoredQuestion = GoldenQuestion> {
  question: Q;
  retrieved: string[];
}

export interface RetrievalScore<Q extends ScoredQuestion = GoldenQuestion> {
  hits: number;
  total: number;
  rate: number;
  misses: RetrievalMiss<Q>[];
}

/** Share of questions for which a verse a pastor accepts is among the first `k` retrieved. */
export function retrievalHitRate(
  questions: readonly GoldenQuestion[] = GOLDEN_SET,
  k = 5,
): RetrievalScore {
  return hitRate(questions, k);
}

/** `retrievalHitRate` for any set of questions, such as the development set. */
export function hitRate<Q extends ScoredQuestion>(
  questions: readonly Q[],
  k: number,
): RetrievalScore<Q> {
  const misses: RetrievalMiss<Q>[] = [];
  for (const question of questions) {
    const analysis = analyzeMessage({
      message: question.question,
      history: [],
      locale: question.locale,
    });
    const top = retrievePassages(analysis, { limit: k }).map((passage) => passage.reference);
    const accepted = question.accepted.map(contentReference);
    const hit = top.some((reference) =>
      accepted.some((wanted) => sameOrOverlapping(reference, wanted)),
    );
    if (!hit)
      misses.push({
        question,
        retrieved: top.map((reference) => formatReference(reference, "en")),
      });
  }
  const hits = questions.length - misses.length;
  return {
    hits,
    total: questions.length,
    rate: questions.length === 0 ? 0 : hits / questions.length,
    misses,
  };
}

/**
 * What is wrong with a reply's Scripture, as the verification layer sees it: references that do
 * not exist, quotations that differ from the text, and entries of `verses` that are not exact.
 * An empty list means every cited verse exists and every quotation is word for word.
 */
export function auditReply(reply: AssistantReply, locale: Locale): string[] {
  const problems = verifyText(reply.text, { locale }).corrections.map(
    (correction) => `${correction.kind}: ${correction.found}`,
  );
  for (const name of findUnknownBookCitations(reply.text, { capitalizedOnly: false })) {
    problems.push(`unknown-book: ${name.raw}`);
  }
  for (const entry of reply.verses) {
    const [label, ...rest] = entry.split(" — ");
    const reference = parseReference(label);
    if (!reference || !referenceExists(reference, locale)) {
      problems.push(`verse entry cites a missing passage: ${label}`);
      continue;
    }
    if (rest.join(" — ") !== passageText(reference, locale))
      problems.push(`verse entry is not exact: ${label}`);
  }
  return problems;
}
