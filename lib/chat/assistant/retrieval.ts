import "server-only";
import { findBook } from "@/lib/bible/books";
import { findReferences, type BibleReference } from "@/lib/bible/reference";
import { searchVerses, type SearchHit } from "@/lib/bible/search";
import { stemEnglish } from "@/lib/bible/search-index";
import type { MessageAnalysis } from "./intents";
import { contentReference, referenceExists, sameOrOverlapping, wordsOfJesusIn } from "./scripture";
import {
  BACKGROUND_SHARE,
  CONCERN_SCORE,
  bothConcernsFirst,
  corroboratedSecond,
  namedApart,
  needsListing,
  sceneryOnly,
} from "./concerns";
import { episodeFirst, passageTellsAll } from "./episode";
import { STOPWORDS } from "./stopwords";
import { subjectPassages } from "./closest-subject";
import { asksForTeaching, asksWhatJesusTaught } from "./study-phrases";
import { accompanyingEntry } from "./study-questions";
import { foldText } from "./text-matching";
import { withoutFraming } from "./framing";
import { PRAYER_TOPIC_IDS } from "./topics";
import type { ChatTurn } from "./types";

export type PassageSource = "message" | "contested" | "entry" | "teaching" | "topic" | "search";

export interface Passage {
  reference: BibleReference;
  source: PassageSource;
  score: number;
  /** The topic whose verse it is, for a passage from a topic. */
  topicId?: string;
}

const MAX_SEARCH_WORDS = 4;
/** What a study intent has retrieved outranks topics and search, which only fill in after it. */
const STUDY_SCORE = 40;
const STUDY_INTENTS: ReadonlySet<MessageAnalysis["intent"]> = new Set([
  "story",
  "teaching",
  "compare",
]);

/**
 * The passages of what a study question names, best first: a comparison alternates between its
 * sides, a story puts the main entry's passages first and interleaves those of one named with it.
 */
function studyPassages({ intent, study, words, locale }: MessageAnalysis): Passage[] {
  const scored = (texts: readonly string[], source: PassageSource, offset: number, step: number) =>
    texts.map((text, index) => ({
      reference: contentReference(text),
      source,
      score: STUDY_SCORE - offset - step * index,
    }));
  if (intent === "compare" && study.comparison) {
    return study.comparison.flatMap((side, index) =>
      scored(subjectPassages(side), side.kind === "topic" ? "topic" : "entry", index, 6),
    );
  }
  if (intent === "teaching" && study.teaching) {
    return scored(study.teaching.teaching.passages, "teaching", 0, 3);
  }
  const [main] = study.entries;
  if (intent === "story" && main) {
    const second = accompanyingEntry(study, words);
    return [
      ...scored(episodeFirst(main, words, locale), "entry", 0, 6),
      ...(second ? scored(second.entry.passages, "entry", 3, 6) : []),
    ];
  }
  // A person or event named in passing (a prayer, a topical question) fills in beside the topic.
  return study.entries.slice(0, 1).flatMap(({ entry }) =>
    entry.passages.map((text, index) => ({
      reference: contentReference(text),
      source: "entry" as const,
      score: 6 / (1 + 0.3 * index),
    })),
  );
}

/** How many of the searched words a hit matched: one common word shared with a verse proves little. */
function wordsMatched(hit: SearchHit, words: readonly string[]): number {
  const matched = hit.highlights.map(([start, end]) => foldText(hit.text.slice(start, end)));
  return words.filter((word) => {
    const core = word.slice(0, Math.max(4, word.length - 2));
    const stem = stemEnglish(word);
    return matched.some((form) => form.includes(core) || stemEnglish(form) === stem);
  }).length;
}

function searchWords(analysis: MessageAnalysis): string[] {
  return withoutFraming(analysis.words)
    .filter(
      (word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word) && !findBook(word),
    )
    .slice(0, MAX_SEARCH_WORDS);
}

/** A topic's verse in which Jesus speaks, for a question on what He said: ahead of the others. */
const HIS_WORDS_BONUS = 10;
/** Enough words to say which saying is meant ("two masters", "narrow gate"). */
const MIN_SAYING_WORDS = 2;
/** A teaching's passage in which Jesus says the very words asked about moves up about two places. */
const OWN_WORDS_BONUS = 7;

/**
 * A question about a saying of Jesus, in His words ("serving two masters"), is best answered by
 * the verse where He says them, every searched word in a verse He speaks: among the teaching's
 * passages that one moves up; when none of them is, the verses go before them.
 */
function addJesusOwnWords(analysis: MessageAnalysis, passages: Passage[]): void {
  const words = searchWords(analysis).filter((word) => !asksForTeaching(word));
  if (words.length < MIN_SAYING_WORDS) return;
  const sayings: BibleReference[] = [];
  for (const hit of searchVerses(analysis.locale, words.join(" "), { limit: 6 })) {
    const book = findBook(hit.bookId);
    if (!book || wordsMatched(hit, words) < words.length) continue;
    const reference = { book, chapter: hit.chapter, verseStart: hit.verse };
    if (wordsOfJesusIn(reference)) sayings.push(reference);
  }
  // A teaching's passage may say them beyond the few verses the search lists first ("little
  // children" is in many verses): its own words are read too.
  const teachingSays = (analysis.study.teaching?.teaching.passages ?? [])
    .filter((text) => passageTellsAll(text, words, analysis.locale))
    .map(contentReference)
    .filter(wordsOfJesusIn);
  const confirmed = passages.filter(
    (passage) =>
      sayings.some((saying) => sameOrOverlapping(passage.reference, saying)) ||
      (passage.source === "teaching" &&
        teachingSays.some((saying) => sameOrOverlapping(passage.reference, saying))),
  );
  // The teaching's own passages say it in His words: the other verses using them say something else.
  if (confirmed.length > 0) confirmed.forEach((passage) => (passage.score += OWN_WORDS_BONUS));
  else
    sayings.forEach((reference) =>
      passages.push({ reference, source: "search", score: STUDY_SCORE + 1 }),
    );
}

function referencesIn(text: string): BibleReference[] {
  return findReferences(text).map((found) => found.reference);
}

function addPassage(passages: Passage[], candidate: Passage): void {
  const existing = passages.find((passage) =>
    sameOrOverlapping(passage.reference, candidate.reference),
  );
  if (!existing) {
    passages.push(candidate);
    return;
  }
  if (candidate.source === "search" && existing.source === "topic") existing.score += 1.5;
  else if (candidate.score > existing.score) Object.assign(existing, candidate);
}

/**
 * The verses that ground a reply, best first: those the message cites, then the curated passages of
 * a contested question or of the people, events and teaching it asks about, then the verses of its
 * topics, then the Bible search for its own words when a hit matches more than one of them.
 */
export function retrievePassages(
  analysis: MessageAnalysis,
  { history = [], limit = 8 }: { history?: readonly ChatTurn[]; limit?: number } = {},
): Passage[] {
  const { locale } = analysis;
  const passages: Passage[] = [];
  analysis.references.forEach((reference, index) =>
    addPassage(passages, { reference, source: "message", score: 100 - index }),
  );
  analysis.contested?.verses.forEach((text, index) =>
    addPassage(passages, {
      reference: contentReference(text),
      source: "contested",
      score: 50 - index,
    }),
  );

  studyPassages(analysis).forEach((passage) => addPassage(passages, passage));

  const alreadyShown = analysis.topicsFromHistory
    ? referencesIn(history.filter((turn) => turn.role === "assistant").at(-1)?.text ?? "")
    : [];
  // Asked to pray about something, the verses are about that something first, then about prayer.
  const asked = analysis.topics.filter(({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id));
  const demotePrayer = analysis.intent === "prayer" && asked.length > 0;
  const topics = demotePrayer
    ? [...asked, ...analysis.topics.filter(({ topic }) => PRAYER_TOPIC_IDS.has(topic.id))]
    : analysis.topics;
  const best = topics[0]?.score ?? 0;
  const weight = analysis.topicsFromHistory ? 0.8 : 1;
  // Asked what Jesus said about something no teaching of ours covers, cite what He said of it.
  const jesusAsked = analysis.intent === "question" && asksWhatJesusTaught(analysis.words);
  const content = withoutFraming(analysis.words);
  const apart = namedApart(analysis.topics, content);
  const scenery = sceneryOnly(topics, content);
  for (const match of topics.slice(0, 3)) {
    const { topic, score } = match;
    const demoted = demotePrayer && PRAYER_TOPIC_IDS.has(topic.id);
    if (score < best / 2 && !demoted) break;
    // A topic named only by the words that named a better one is its background ("ndoa" beside
    // "tunagombana"), not a second concern: its verses follow the better one's. Two topics the
    // same words name as surely ("msongo wa mawazo": worry, depression) are two readings of them.
    // So is one named only by the story's scenery ("Dubai", "the pastor") or by whom it is about.
    const background =
      (score < best && !apart(topics[0].topic.id, topic.id)) ||
      (match !== topics[0] && scenery(match));
    const relative = demoted ? 0.5 : (score / best) * (background ? BACKGROUND_SHARE : 1);
    topic.verses.forEach((text, index) => {
      const reference = contentReference(text);
      if (alreadyShown.some((shown) => sameOrOverlapping(shown, reference))) return;
      const spoken = jesusAsked && wordsOfJesusIn(reference) ? HIS_WORDS_BONUS : 0;
      addPassage(passages, {
        reference,
        source: "topic",
        score: (10 * relative * weight) / (1 + 0.3 * index) + spoken,
        topicId: topic.id,
      });
    });
  }

  if (analysis.intent === "teaching") addJesusOwnWords(analysis, passages);

  const words = searchWords(analysis).filter((word) => !jesusAsked || !asksForTeaching(word));
  if (words.length > 0 && analysis.references.length === 0 && !STUDY_INTENTS.has(analysis.intent)) {
    // A hit may confirm a curated verse; on its own it must match most of the searched words,
    // never just one of several.
    const convincing = Math.max(Math.min(2, words.length), Math.ceil(0.6 * words.length));
    const hits = searchVerses(locale, words.join(" "), { limit: 6 });
    const top = hits[0]?.score ?? 0;
    hits.forEach((hit, index) => {
      const book = findBook(hit.bookId);
      if (!book || top <= 0) return;
      const reference = { book, chapter: hit.chapter, verseStart: hit.verse };
      if (jesusAsked && !wordsOfJesusIn(reference)) return;
      const confirms = passages.some((passage) => sameOrOverlapping(passage.reference, reference));
      if (!confirms && wordsMatched(hit, words) < convincing) return;
      addPassage(passages, {
        reference,
        source: "search",
        score: (3 * hit.score) / top / (1 + 0.3 * index),
      });
    });
  }

  const ranked = passages
    .filter((passage) => referenceExists(passage.reference, locale))
    .sort((a, b) => b.score - a.score);
  // Asked to pray, praying is how the reader brings the concern, not a second concern.
  // A concern of its own is named by at least one trigger at full weight, not a shared word only.
  const named = new Set(
    analysis.topics.filter(({ score }) => score >= CONCERN_SCORE).map(({ topic }) => topic.id),
  );
  const concern = (passage: Passage) =>
    passage.source === "topic" &&
    named.has(passage.topicId ?? "") &&
    !(analysis.intent === "prayer" && PRAYER_TOPIC_IDS.has(passage.topicId ?? ""));
  return corroboratedSecond(
    bothConcernsFirst(ranked, concern, apart).slice(0, limit),
    needsListing(analysis.topics),
  );
}
