import "server-only";
import { z } from "zod";
import {
  formatReference,
  parseReference,
  RANGE_DASH,
  type BibleReference,
} from "@/lib/bible/reference";
import { locales, type Locale } from "@/lib/i18n/locales";
import { referenceTextSchema } from "./content";
import { referenceExists, sameOrOverlapping } from "./scripture";
import { foldText } from "./text-matching";
import type { AssistantReply } from "./types";

/**
 * Scoring for the fresh question set (content/assistant/fresh-questions.json, issue #17):
 * questions about Bible people, events, Jesus' teaching, everyday life and prayer requests,
 * written apart from the topic index, each with the passages a pastor would accept.
 */

export const FRESH_CATEGORIES = ["people", "events", "teachings", "life", "prayer"] as const;
export type FreshCategory = (typeof FRESH_CATEGORIES)[number];

/** How many of the first cited passages count for hit@k. */
export const HIT_AT = 3;

const questionFields = z.object({
  id: z.string().min(1),
  locale: z.enum(locales),
  category: z.enum(FRESH_CATEGORIES),
  question: z.string().trim().min(1),
  accepted: z.array(referenceTextSchema).min(1),
});

export const freshQuestionSchema = questionFields
  .extend({ id: z.string().regex(/^[a-z]{2}-[a-z]+-\d{2}$/) })
  .refine((question) => question.id.startsWith(`${question.locale}-${question.category}-`), {
    message: "id must start with {locale}-{category}-",
    path: ["id"],
  });

export const freshQuestionSetSchema = z.object({
  description: z.string().optional(),
  questions: z.array(freshQuestionSchema).min(1),
});

/**
 * A round's working questions (one language, a few dozen, with the dev set's ids), scored the same
 * way while the round tunes; only the held-out sets keep the id pattern and the size floors.
 */
export const workingQuestionSetSchema = z.object({ questions: z.array(questionFields).min(1) });

export type FreshQuestion = z.infer<typeof freshQuestionSchema>;

/** The set the issue asks for: 60 questions per language, spread evenly over the five categories. */
export const FRESH_SET_MINIMUMS = { perLocale: 60, perCategory: 10 } as const;

export interface FreshSetRules {
  /** Fewest questions in each language. */
  perLocale: number;
  /** Fewest questions in each category of each language. */
  perCategory: number;
  /** Questions the set must not repeat (the golden set, the benchmark), compared case-folded. */
  known: readonly string[];
}

/** The English form a content file should use: "Psalm 23:1-4", "1 Kings 18". */
function canonicalText(reference: BibleReference): string {
  return formatReference(reference, "en").replace(RANGE_DASH, "-");
}

function sameWords(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * What is wrong with a question set: repeated ids or questions, questions taken from `known`,
 * an unbalanced spread, and accepted passages that do not parse, are not written the canonical
 * English way, or do not exist in both Bibles. An empty list means the set is usable.
 */
export function freshSetProblems(
  questions: readonly FreshQuestion[],
  rules: FreshSetRules,
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const seen = new Set<string>();
  const known = new Set(rules.known.map(sameWords));
  for (const question of questions) {
    if (ids.has(question.id)) problems.push(`${question.id}: id used twice`);
    ids.add(question.id);
    const words = sameWords(question.question);
    if (seen.has(words)) problems.push(`${question.id}: question asked twice`);
    seen.add(words);
    if (known.has(words)) problems.push(`${question.id}: copied from a known question`);
    for (const text of question.accepted) {
      const reference = parseReference(text);
      if (!reference) {
        problems.push(`${question.id}: "${text}" is not a reference`);
        continue;
      }
      if (canonicalText(reference) !== text)
        problems.push(`${question.id}: write "${text}" as "${canonicalText(reference)}"`);
      for (const locale of locales) {
        if (!referenceExists(reference, locale))
          problems.push(`${question.id}: ${text} does not exist in the ${locale} Bible`);
      }
    }
  }
  for (const locale of locales) {
    const inLocale = questions.filter((question) => question.locale === locale);
    if (inLocale.length < rules.perLocale)
      problems.push(`${locale}: ${inLocale.length} questions, fewer than ${rules.perLocale}`);
    for (const category of FRESH_CATEGORIES) {
      const count = inLocale.filter((question) => question.category === category).length;
      if (count < rules.perCategory)
        problems.push(`${locale}/${category}: ${count} questions, fewer than ${rules.perCategory}`);
    }
  }
  return problems;
}

/** A passage listed under a reply, parsed; `reference` is null for an entry that does not parse. */
export interface CitedPassage {
  label: string;
  reference: BibleReference | null;
}

/**
 * The passages a reply cites, in order: its `verses` entries ("Yohana 3:16 — …"), read the way
 * the assistant benchmark reads them.
 */
export function citedPassages(reply: Pick<AssistantReply, "verses">): CitedPassage[] {
  return reply.verses.map((entry) => {
    const label = entry.split(" — ")[0];
    return { label, reference: parseReference(label) };
  });
}

export interface CitationScore {
  /** At least one of the first `k` cited passages overlaps an accepted passage. */
  hit: boolean;
  /** The reply cites something and every cited passage overlaps an accepted passage. */
  allRelevant: boolean;
  citesNothing: boolean;
  /** Cited passages that overlap an accepted passage. */
  relevant: number;
}

/**
 * Overlap means same book and chapter and intersecting verses; an accepted chapter matches any
 * verse of it. A passage that does not parse is never relevant.
 */
export function scoreCitations(
  cited: readonly CitedPassage[],
  accepted: readonly BibleReference[],
  k = HIT_AT,
): CitationScore {
  const relevant = cited.map(
    ({ reference }) =>
      reference !== null && accepted.some((wanted) => sameOrOverlapping(reference, wanted)),
  );
  return {
    hit: relevant.slice(0, k).some(Boolean),
    allRelevant: relevant.length > 0 && relevant.every(Boolean),
    citesNothing: relevant.length === 0,
    relevant: relevant.filter(Boolean).length,
  };
}

export interface FreshResult extends CitationScore {
  id: string;
  locale: Locale;
  category: FreshCategory;
  question: string;
  cited: string[];
  engine: string;
  latencyMs: number;
}

export interface FreshSummary {
  total: number;
  hits: number;
  allRelevant: number;
  citesNothing: number;
  /** Nearest-rank 95th percentile of reply latency; 0 with no results. */
  p95Ms: number;
}

/** Nearest-rank percentile of an ascending list, `share` between 0 and 1. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export function summarize(results: readonly FreshResult[]): FreshSummary {
  const latencies = results.map((result) => result.latencyMs).sort((a, b) => a - b);
  return {
    total: results.length,
    hits: results.filter((result) => result.hit).length,
    allRelevant: results.filter((result) => result.allRelevant).length,
    citesNothing: results.filter((result) => result.citesNothing).length,
    p95Ms: percentile(latencies, 0.95),
  };
}

/** "61.7%": a share of a total, one decimal; "n/a" for an empty total. */
export function share(count: number, total: number): string {
  return total === 0 ? "n/a" : `${((100 * count) / total).toFixed(1)}%`;
}
