import "server-only";
import { bookName } from "@/lib/bible/books";
import type { BibleReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import type { Topic } from "./content";
import type { MessageAnalysis } from "./intents";
import type { Passage } from "./retrieval";
import {
  contentReference,
  passageLine,
  sameOrOverlapping,
  type ReferenceProblem,
} from "./scripture";
import * as say from "./templates";
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

function problemNote(problem: ReferenceProblem, locale: Locale): string {
  const name = bookName(problem.book, locale);
  return problem.kind === "chapter"
    ? say.NO_SUCH_CHAPTER[locale](name, problem.chapters, problem.chapter)
    : say.NO_SUCH_VERSE[locale](name, problem.chapter, problem.verses, problem.verse);
}

/** What is wrong with the references the message cites, said kindly; nothing when all exist. */
export function citationNotes(analysis: MessageAnalysis): string | undefined {
  const { locale } = analysis;
  const notes = analysis.invalidReferences.map((problem) => problemNote(problem, locale));
  const seen = new Set<string>();
  for (const unknown of analysis.unknownBooks) {
    const key = unknown.nonBook ? unknown.nonBook.about.en : unknown.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    notes.push(
      unknown.nonBook ? unknown.nonBook.about[locale] : say.NO_SUCH_BOOK[locale](unknown.name),
    );
  }
  if (notes.length === 0) return undefined;
  return [...notes, say.NOTHING_INVENTED[locale]].join(" ");
}
