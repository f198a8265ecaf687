import "server-only";
import { CONTESTED_QUESTIONS, TOPICS, type ContestedQuestion, type Topic } from "./content";
import { choiceAsked, weighAskedAndFelt, weighChoice, type Found } from "./asked-need";
import { wordsSharedWithTopic } from "./closest-subject";
import { withoutFraming } from "./framing";
import { weighSufferedNeed } from "./happened-to-reader";
import { withoutDeniedTroubles } from "./negated-trouble";
import {
  weighConditionBeforeCurse,
  weighReaderSetting,
  weighSceneryBehindNeed,
} from "./reader-setting";
import {
  tellsOwnWrong,
  weighOwnWrong,
  weighReaderSendingAway,
  weighShameOfSuffering,
} from "./own-wrong";
import { PERSON_WORDS, POINTING_WORDS, SETTING_WORDS } from "./person-words";
import { STOPWORDS } from "./stopwords";
import { sharedWordShare } from "./shared-trigger-words";
import {
  anyTrigger,
  bilingualTriggers,
  scatteredPositions,
  triggerWordPositions,
  triggerScore,
  type MatchOptions,
  type Trigger,
} from "./text-matching";

export interface TopicMatch {
  topic: Topic;
  score: number;
  /** Matched only by words about whom the message is about ("my husband"), not by its need. */
  byPersonOnly?: boolean;
  /** Where in the message (framing left out) the words naming its need stand. */
  needPositions?: ReadonlySet<number>;
}

function bothLanguages(
  triggers: { en: readonly string[]; sw: readonly string[] },
  options: MatchOptions = {},
): Trigger[] {
  return bilingualTriggers(triggers.en, triggers.sw, options);
}

/** A trigger made only of person words ("my daughter") counts for less than one naming a need. */
const PERSON_TRIGGER_WEIGHT = 0.3;

/** The topics a reply can be about; the ones on prayer itself only when nothing else is asked. */
export const PRAYER_TOPIC_IDS: ReadonlySet<string> = new Set(["prayer", "lords-prayer"]);

/** Whether a trigger says only whom or where the message is about ("my husband", "at church"). */
function aboutPerson(trigger: Trigger): boolean {
  return trigger.words.every((word) => PERSON_WORDS.has(word.text) || SETTING_WORDS.has(word.text));
}

function weighted(trigger: Trigger, topicId: string): Trigger {
  if (aboutPerson(trigger)) return { ...trigger, weight: trigger.weight * PERSON_TRIGGER_WEIGHT };
  if (trigger.words.length !== 1) return trigger;
  return { ...trigger, weight: trigger.weight * sharedWordShare(trigger, topicId) };
}

const COMPILED_TOPICS = TOPICS.map((topic) => {
  // Readers write life situations in inflected forms ("wameniacha", "wagonjwa", "amenirogea").
  const triggers = bothLanguages(topic.triggers, { swahiliRoots: true });
  const needTriggers = triggers.filter((trigger) => !aboutPerson(trigger));
  const other = TOPICS.find(({ id }) => id === topic.alongside?.topic);
  return {
    topic,
    triggers: triggers.map((trigger) => weighted(trigger, topic.id)),
    needTriggers,
    alongside: topic.alongside &&
      other && {
        other: bothLanguages(other.triggers, { swahiliRoots: true }),
        triggers: bothLanguages(topic.alongside.triggers, { swahiliRoots: true }),
      },
    // Whom a phrase is about stays by its word: "lost my wife" is not in "lost my job and my wife".
    // Nor do words pointing at someone or somewhere else come apart from the phrase: "moved in
    // with another" is a husband gone to another woman, "move to another town" is none.
    phrases: needTriggers.filter(
      (trigger) =>
        trigger.words.filter(
          ({ text }) =>
            !STOPWORDS.has(text) && !PERSON_WORDS.has(text) && !POINTING_WORDS.has(text),
        ).length >= 2,
    ),
  };
});

/**
 * A phrase's words may come apart, in their order and close together ("lost my job" in "lost his
 * job", "no children" in "no children yet"); then the phrase counts for less than written whole.
 */
const SCATTERED_PHRASE_SHARE = 0.75;
const SCATTERED_PHRASE_SPAN = 6;
/**
 * Words a scattered phrase may leave out: the little ones, but not the name of God, which says
 * what the phrase is about ("come back to god" is no husband coming back home).
 */
const DIVINE_NAMES = new Set([
  "god",
  "lord",
  "jesus",
  "christ",
  "mungu",
  "bwana",
  "yesu",
  "kristo",
]);
const SCATTERED_OPTIONAL: ReadonlySet<string> = new Set(
  [...STOPWORDS].filter((word) => !DIVINE_NAMES.has(word)),
);
/**
 * A negated phrase scatters only where the message negates too, in its own words ("never feel
 * good enough" for "not good enough"): "not going to school" is no "hate going to school".
 */
const NEGATIONS: ReadonlySet<string> = new Set([
  "not",
  "no",
  "never",
  "dont",
  "cant",
  "cannot",
  "doesnt",
  "didnt",
  "wont",
  "isnt",
  "si",
  "hapana",
  "bila",
]);
const negates = (words: readonly { text: string }[]) =>
  words.some(({ text }) => NEGATIONS.has(text));

function inOrderWithin(positions: readonly number[], span: number): boolean {
  return (
    positions.every((position, index) => index === 0 || position > positions[index - 1]) &&
    positions[positions.length - 1] - positions[0] < span
  );
}

function scatteredPhraseScore(words: readonly string[], phrases: readonly Trigger[]): number {
  let best = 0;
  for (const phrase of phrases) {
    if (phrase.weight * SCATTERED_PHRASE_SHARE <= best) continue;
    if (negates(phrase.words) && !words.some((word) => NEGATIONS.has(word))) continue;
    const positions = scatteredPositions(words, phrase, SCATTERED_OPTIONAL);
    if (!positions || !inOrderWithin(positions, SCATTERED_PHRASE_SPAN)) continue;
    best = phrase.weight * SCATTERED_PHRASE_SHARE;
  }
  return best;
}
const COMPILED_CONTESTED = CONTESTED_QUESTIONS.map((question) => ({
  question,
  triggers: bothLanguages(question.triggers),
}));

/** Each word the message shares with a matched topic's description adds this much, up to a limit. */
const SHARED_WORD_WEIGHT = 0.25;
const MAX_SHARED_WORDS = 4;

/**
 * Topics whose trigger words occur in the words, best first; between topics the triggers rank
 * alike, the one whose description shares more of the message's words comes first.
 */
export function matchTopics(words: readonly string[]): TopicMatch[] {
  const content = withoutFraming(words);
  // A trouble the reader says they are free of ("sina wasiwasi") names no topic when another
  // need is named; said alone, it is read as written.
  const undenied = withoutDeniedTroubles(content);
  if (undenied !== content) {
    const matches = matchTopicsIn(undenied);
    if (matches.some(({ topic, byPersonOnly }) => !byPersonOnly && !PRAYER_TOPIC_IDS.has(topic.id)))
      return matches;
  }
  return matchTopicsIn(content);
}

function matchTopicsIn(content: readonly string[]): TopicMatch[] {
  const found: Found[] = [];
  for (const { topic, triggers, needTriggers, phrases, alongside } of COMPILED_TOPICS) {
    const beside = alongside && anyTrigger(content, alongside.other) ? alongside.triggers : [];
    const score = Math.max(
      triggerScore(content, [...triggers, ...beside]),
      scatteredPhraseScore(content, phrases),
    );
    if (score <= 0) continue;
    const shared = Math.min(MAX_SHARED_WORDS, wordsSharedWithTopic(content, topic));
    const needs = triggerWordPositions(content, [...needTriggers, ...beside]);
    found.push({
      match: {
        topic,
        score: score + SHARED_WORD_WEIGHT * shared,
        byPersonOnly: needs.size === 0,
        needPositions: needs,
      },
      needs,
      phrased: triggerWordPositions(content, phrases),
    });
  }
  // A word read as part of another topic's phrase does not also name a topic on its own:
  // "cheating in an exam" is no infidelity, "kosa kazini" no sin, "lost my job" no general work.
  const partOfAnotherPhrase = (position: number, self: number) =>
    found.some(({ phrased }, index) => index !== self && phrased.has(position));
  weighSufferedNeed(content, found);
  weighAskedAndFelt(content, found);
  const choice = choiceAsked(content);
  if (choice) weighChoice(found, choice, content);
  const matches = found.map(({ match }) => match);
  if (tellsOwnWrong(content)) weighOwnWrong(matches);
  else weighShameOfSuffering(content, matches);
  weighReaderSetting(content, matches, (id) => PRAYER_TOPIC_IDS.has(id));
  weighSceneryBehindNeed(content, matches, (id) => PRAYER_TOPIC_IDS.has(id));
  weighConditionBeforeCurse(matches);
  weighReaderSendingAway(content, matches);
  return found
    .filter(
      ({ needs, phrased }, index) =>
        needs.size === 0 ||
        [...needs].some(
          (position) => phrased.has(position) || !partOfAnotherPhrase(position, index),
        ),
    )
    .map(({ match }) => match)
    .sort((a, b) => b.score - a.score);
}

/** Words that open a question whether something is allowed or true ("can", "should", "is it"). */
const ASKS_WHETHER_OPENERS = new Set(["can", "may", "should", "is", "are", "do", "does", "what"]);
const ASKS_WHETHER = bilingualTriggers(
  ["is it", "allowed", "permitted", "ok to", "okay to", "wrong to", "a sin", "sinful"],
  ["je", "anaweza", "naweza", "tunaweza", "wanaweza", "inafaa", "dhambi", "ruhusiwa", "halali"],
);

/** Whether the message asks whether (a question), not tells of a life (a statement). */
function asksWhether(words: readonly string[], message: string): boolean {
  return (
    message.includes("?") || ASKS_WHETHER_OPENERS.has(words[0]) || anyTrigger(words, ASKS_WHETHER)
  );
}

/**
 * A question on which churches hold different views, when the words ask one: "can Christians
 * drink alcohol" asks it; "my son smokes and drinks alcohol" tells of a struggle, which `topics`
 * answer, unless its words name the contested question more surely than any topic.
 */
export function matchContested(
  words: readonly string[],
  message: string,
  topics: readonly TopicMatch[],
): ContestedQuestion | undefined {
  let best: { question: ContestedQuestion; score: number } | undefined;
  for (const { question, triggers } of COMPILED_CONTESTED) {
    const score = triggerScore(words, triggers);
    if (score > 0 && (!best || score > best.score)) best = { question, score };
  }
  if (!best || asksWhether(words, message)) return best?.question;
  const need = topics.find(({ byPersonOnly }) => !byPersonOnly);
  return need && need.score > best.score ? undefined : best.question;
}

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}
