import "server-only";
import { namedOnlyBy, SCENERY_WORDS } from "./person-words";
import type { Passage } from "./retrieval";
import { contentReference, sameOrOverlapping } from "./scripture";
import { triggersUseWord } from "./shared-trigger-words";
import { PRAYER_TOPIC_IDS, topicById, type TopicMatch } from "./topics";

/**
 * How the topics a message names share a reply: which is a concern of its own, which only the
 * background or the scenery of another, and how two concerns both get their best verse first.
 */

/**
 * Whether the second topic is named by a word of its own, not only by the words that named the
 * first: "tunagombana" and "ndoa" name a marriage in conflict, and "ndoa" alone no second concern.
 */
export function namedApart(
  topics: readonly TopicMatch[],
  content: readonly string[],
): (first: string | undefined, second: string | undefined) => boolean {
  const matches = new Map(topics.map((match) => [match.topic.id, match]));
  return (first, second) => {
    const [firstMatch, secondMatch] = [matches.get(first ?? ""), matches.get(second ?? "")];
    const [firstNeed, secondNeed] = [firstMatch?.needPositions, secondMatch?.needPositions];
    // Named only by whom it is about ("watoto wangu"), a topic keeps the weight its words give it.
    if (!firstMatch || !firstNeed || !secondNeed || secondNeed.size === 0) return true;
    // "my marriage" beside "we fight every day" is the marriage in conflict, of which the first
    // topic's own triggers speak: only a word foreign to them names another concern.
    return [...secondNeed].some(
      (position) =>
        !firstNeed.has(position) && !triggersUseWord(firstMatch.topic, content[position]),
    );
  };
}

/**
 * Whether a topic beside a need is named only by the story's scenery ("Dubai", "ng'ombe", "the
 * pastor") or only by whom the story is about, while the first topic names a need of its own.
 */
export function sceneryOnly(
  topics: readonly TopicMatch[],
  content: readonly string[],
): (match: TopicMatch) => boolean {
  const first = topics.find(({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id));
  if (!first || first.byPersonOnly) return () => false;
  return ({ byPersonOnly, needPositions }) =>
    byPersonOnly === true || namedOnlyBy(needPositions, content, (word) => SCENERY_WORDS.has(word));
}

/** How much a topic named only by a better topic's words counts beside it. */
export const BACKGROUND_SHARE = 0.5;
/** How well the second concern's best verse must rank beside the first's to come second. */
const SECOND_CONCERN_SHARE = 0.7;
export const CONCERN_SCORE = 1;

/**
 * A message with two concerns ("my mum is sick and I have exams", "someone bewitched my shop")
 * gets the best verse of each before a second verse of either: the second concern is often the
 * one the reader means, and the first of it says more than the second of the other.
 */
export function bothConcernsFirst(
  ranked: Passage[],
  concern: (passage: Passage) => boolean,
  apart: (first: string | undefined, second: string | undefined) => boolean,
): Passage[] {
  const [first] = ranked;
  if (!first || !concern(first) || ranked[1]?.topicId !== first.topicId) return ranked;
  const other = ranked.findIndex(
    (passage) =>
      concern(passage) &&
      passage.topicId !== first.topicId &&
      apart(first.topicId, passage.topicId) &&
      passage.score >= SECOND_CONCERN_SHARE * first.score,
  );
  if (other < 0) return ranked;
  return [first, ranked[other], ...ranked.slice(1, other), ...ranked.slice(other + 1)];
}

/**
 * How many of the needs a message names list the passage among their verses ("I was fired and
 * cannot pay rent": Matthew 6:31-33 is listed under losing a job, provision and poverty alike).
 * A topic named only by whom the message is about ("my husband") names no need.
 */
export function needsListing(topics: readonly TopicMatch[]): (passage: Passage) => number {
  const needs = topics.filter(({ byPersonOnly }) => !byPersonOnly);
  return ({ reference }) =>
    needs.filter(({ topic }) =>
      topic.verses.some((text) => sameOrOverlapping(contentReference(text), reference)),
    ).length;
}

/**
 * The second citation is the first concern's own verse that another named need also lists,
 * rather than a second topic's verse that no other need lists: that topic is often only a side
 * word of the story ("my young cousin cries all day" asks nothing about youth), and a verse two
 * of the named needs point to is on point either way, often for the second topic too.
 */
export function corroboratedSecond(
  ranked: Passage[],
  listing: (passage: Passage) => number,
): Passage[] {
  const [first, second] = ranked;
  if (!first?.topicId || !second?.topicId || second.topicId === first.topicId) return ranked;
  if (listing(second) > 1) return ranked;
  // Whichever topic's weight ranked it, a verse the first topic lists is that concern's own.
  const firstVerses = topicById(first.topicId)?.verses.map(contentReference) ?? [];
  const shared = ranked.findIndex(
    (passage, index) =>
      index > 1 &&
      firstVerses.some((reference) => sameOrOverlapping(reference, passage.reference)) &&
      listing(passage) > 1,
  );
  if (shared < 0) return ranked;
  return [first, ranked[shared], ...ranked.slice(1, shared), ...ranked.slice(shared + 1)];
}
