import "server-only";
import type { BibleReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import type { Topic } from "./content";
import type { MessageAnalysis } from "./intents";
import type { Passage } from "./retrieval";
import { contentReference, passageLine, sameOrOverlapping } from "./scripture";
import { PRAYER_TOPIC_IDS } from "./topics";

/** Each passage on its own line, quoted exactly from the language's Bible text. */
export function lines(references: readonly BibleReference[], locale: Locale): string {
  return references.map((reference) => passageLine(reference, locale)).join("\n");
}

export function paragraphs(...parts: Array<string | undefined | false>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join("\n\n");
}

/** The best retrieved passages the message did not cite itself. */
export function passagesFrom(passages: readonly Passage[], count: number): BibleReference[] {
  return passages
    .filter((passage) => passage.source !== "message")
    .slice(0, count)
    .map((passage) => passage.reference);
}

/** Another need named this surely beside the first is worth offering to speak to. */
const OFFERED_CONCERN_SHARE = 0.5;

/**
 * A second need the message names that the quoted verses leave out ("someone bewitched my shop":
 * business, and witchcraft): the reply offers to speak to it rather than quote beside the point.
 */
export function concernLeftOut(
  { topics }: MessageAnalysis,
  quoted: readonly BibleReference[],
): Topic | undefined {
  const [first, ...others] = topics;
  if (!first) return undefined;
  const isQuoted = (topic: Topic) =>
    topic.verses.some((text) =>
      quoted.some((shown) => sameOrOverlapping(contentReference(text), shown)),
    );
  return others.find(
    ({ topic, score, byPersonOnly }) =>
      !byPersonOnly &&
      !PRAYER_TOPIC_IDS.has(topic.id) &&
      score >= 1 &&
      score >= OFFERED_CONCERN_SHARE * first.score &&
      !isQuoted(topic),
  )?.topic;
}
