import "server-only";
import { findReferences, type BibleReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { blowByAccident, careFlags, type CareFlags } from "./care";
import type { ContestedQuestion } from "./content";
import { replyLocale } from "./language";
import {
  findNonBookMentions,
  findUnknownBookCitations,
  referenceProblem,
  type ReferenceProblem,
  type UnknownBookCitation,
} from "./scripture";
import { asksAboutStudy, asksWhatJesusTaught } from "./study-phrases";
import { analyzeStudyQuestion, withClosestSubject, type StudyAnalysis } from "./study-questions";
import { OFFER_EXPLANATION, OFFER_PRAYER } from "./templates";
import {
  AFFIRMATIVE,
  ASKS_TO_BE_TOLD,
  EXPLAIN,
  GREETING,
  IDENTITY,
  IMPROVE,
  OFF_TOPIC,
  SCRIPTURE_WORDS,
  THANKS,
} from "./intent-phrases";
import { asksForPrayer } from "./prayer-request";
import { anyTrigger, wordsOf } from "./text-matching";
import { expandTexting } from "./texting";
import {
  matchContested,
  matchTopics,
  PRAYER_TOPIC_IDS,
  topicById,
  type TopicMatch,
} from "./topics";
import { closestTopic } from "./closest-subject";
import { triggersUseWord } from "./shared-trigger-words";
import { withoutFraming } from "./framing";
import { namedByWhomOnly, prayedFor, settingPrayedFor, type PrayedFor } from "./intercession";
import { PERSON_WORDS } from "./person-words";
import { STOPWORDS } from "./stopwords";
import { tellsOfOwnLife } from "./told-event";
import type { ChatTurn } from "./types";

export type Intent =
  | "crisis"
  | "hateful"
  | "improve"
  | "quote"
  | "explain"
  | "prayer"
  | "greeting"
  | "thanks"
  | "identity"
  | "contested"
  | "story"
  | "teaching"
  | "compare"
  | "question"
  | "off-topic";

export interface MessageAnalysis {
  /** The language of the reply. */
  locale: Locale;
  words: string[];
  intent: Intent;
  care: CareFlags;
  /** References in the message that exist, in the order written. */
  references: BibleReference[];
  invalidReferences: ReferenceProblem[];
  unknownBooks: UnknownBookCitation[];
  topics: TopicMatch[];
  /** Whether the topics come from an earlier message of the conversation. */
  topicsFromHistory: boolean;
  contested?: ContestedQuestion;
  /** The people, events and teaching of Jesus the message asks about. */
  study: StudyAnalysis;
  /** For a prayer asked for someone else, whom. */
  prayedFor?: PrayedFor;
}

const MAX_SHORT_MESSAGE_WORDS = 7;
/** The topic on abuse, which a blow told as an accident is not about. */
const ABUSE_TOPIC_ID = "domestic-violence";

function lastTurn(history: readonly ChatTurn[], role: ChatTurn["role"]): ChatTurn | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index].role === role) return history[index];
  }
  return undefined;
}

function topicsFromHistory(history: readonly ChatTurn[]): TopicMatch[] {
  const userTurns = history
    .filter((turn) => turn.role === "user")
    .slice(-2)
    .reverse();
  for (const turn of userTurns) {
    const topics = matchTopics(expandTexting(wordsOf(turn.text)));
    if (topics.length > 0) return topics;
  }
  return [];
}

function validReferencesIn(text: string, locale: Locale): BibleReference[] {
  return findReferences(text)
    .map((found) => found.reference)
    .filter((reference) => referenceProblem(reference, locale) === undefined);
}

/**
 * Whether a prayer request says something beyond whom it is for ("pray for my husband, he was in
 * an accident", not "pray for my children"): a need we have no topic for, which the person's
 * topic (marriage, parenting) would answer with verses beside the point.
 */
function saysMoreThanWhom(words: readonly string[]): boolean {
  // Each distinct word is matched on its own, so a word the request repeats is matched once.
  return [...new Set(withoutFraming(words))].some(
    (word) =>
      word.length > 3 &&
      !STOPWORDS.has(word) &&
      !PERSON_WORDS.has(word) &&
      !matchTopics([word]).some(({ topic }) => PRAYER_TOPIC_IDS.has(topic.id)),
  );
}

/**
 * Whether a reader telling of their own life ("I want to come back to God", "my salary is
 * finished by the 10th") is answered on that life: a teaching or story its words only brush
 * ("come back": His return; "is finished": the cross) is not what they ask about.
 */
function answeredOnOwnLife(
  words: readonly string[],
  topics: readonly TopicMatch[],
  study: StudyAnalysis,
): boolean {
  const needNamed = topics.some(
    ({ topic, score, byPersonOnly }) =>
      !byPersonOnly && !PRAYER_TOPIC_IDS.has(topic.id) && score >= 1,
  );
  // Someone described by what they did ("the jailer who asked what must I do") is asked about.
  const describedPerson = study.entries[0]?.position === -1;
  return (
    study.intent !== "compare" &&
    !describedPerson &&
    needNamed &&
    tellsOfOwnLife(words) &&
    !asksAboutStudy(words)
  );
}

/** Words naming a child, whose sickness the topic on sick children speaks to. */
const CHILD_WORDS = new Set([
  "baby",
  "child",
  "son",
  "daughter",
  "kid",
  "toddler",
  "mtoto",
  "mwanangu",
  "binti",
  "mwana",
]);

/**
 * The need of a message that speaks of doctors, clinics or medicine and names no need of its
 * own ("our baby has had diarrhoea, we are at the clinic"): healing, a child's when a child is named.
 */
function healthNeed(words: readonly string[]) {
  return topicById(words.some((word) => CHILD_WORDS.has(word)) ? "sick-child" : "healing");
}

/** What a message asks for, which Scripture it cites, and the care it needs. */
export function analyzeMessage({
  message,
  history,
  locale: pageLocale,
}: {
  message: string;
  history: readonly ChatTurn[];
  locale: Locale;
}): MessageAnalysis {
  const words = expandTexting(wordsOf(message));
  const locale = replyLocale(words, pageLocale);
  const care = careFlags(words);

  const references: BibleReference[] = [];
  const invalidReferences: ReferenceProblem[] = [];
  const found = findReferences(message);
  for (const { reference } of found) {
    const problem = referenceProblem(reference, locale);
    if (problem) invalidReferences.push(problem);
    else references.push(reference);
  }
  const unknownBooks = [
    ...findUnknownBookCitations(message, { capitalizedOnly: false, known: found }),
    ...findNonBookMentions(message),
  ];

  let topics = matchTopics(words).filter(
    ({ topic }) => topic.id !== ABUSE_TOPIC_ID || !blowByAccident(words),
  );
  let fromHistory = false;
  let contested = matchContested(words, message, topics);
  const short = words.length <= MAX_SHORT_MESSAGE_WORDS;
  const cites = references.length + invalidReferences.length + unknownBooks.length > 0;
  const lastAssistant = lastTurn(history, "assistant")?.text ?? "";
  const affirmative = short && anyTrigger(words, AFFIRMATIVE);
  let study = analyzeStudyQuestion(words, message, topics[0]?.score ?? 0, locale);
  if (answeredOnOwnLife(words, topics, study))
    study = { ...study, intent: undefined, entries: [], teaching: undefined };
  // "What did Jesus say about the Sabbath" asks for His words, not for the churches' views.
  if (study.intent === "teaching" && (study.teaching?.score ?? 0) > 0 && asksWhatJesusTaught(words))
    contested = undefined;

  let intent = ((): Intent => {
    if (care.crisis) return "crisis";
    if (care.hateful) return "hateful";
    if (anyTrigger(words, IMPROVE) && (cites || anyTrigger(words, SCRIPTURE_WORDS)))
      return "improve";
    if (cites) {
      if (asksForPrayer(words)) return "prayer";
      if (anyTrigger(words, EXPLAIN)) return "explain";
      return "quote";
    }
    if (contested) return "contested";
    if (asksForPrayer(words)) return "prayer";
    if (affirmative && lastAssistant.includes(OFFER_PRAYER[locale])) return "prayer";
    if (affirmative && lastAssistant.includes(OFFER_EXPLANATION[locale])) {
      references.push(...validReferencesIn(lastAssistant, locale).slice(0, 1));
      if (references.length > 0) return "explain";
    }
    if (anyTrigger(words, IDENTITY)) return "identity";
    if (study.intent) return study.intent;
    if (
      short &&
      topics.length === 0 &&
      anyTrigger(words, GREETING) &&
      !anyTrigger(words, ASKS_TO_BE_TOLD)
    )
      return "greeting";
    if (short && topics.length === 0 && anyTrigger(words, THANKS)) return "thanks";
    if (topics.length === 0 && anyTrigger(words, OFF_TOPIC)) return "off-topic";
    return "question";
  })();

  // "Pls pray" after telling what happened asks prayer for that, not about praying.
  const onlyPraying = topics.every(({ topic }) => PRAYER_TOPIC_IDS.has(topic.id));
  if ((topics.length === 0 && intent === "question") || (onlyPraying && intent === "prayer")) {
    const earlier = topicsFromHistory(history);
    fromHistory = earlier.length > 0;
    if (fromHistory) topics = earlier;
  }
  const forOther = intent === "prayer" ? prayedFor(words) : undefined;
  // "Pray for our pastor, he is threatened": the pastor is whom, the threat the need.
  if (forOther) topics = topics.filter((match) => !namedByWhomOnly(match, words, forOther));
  // "Pray for my new business": the setting prayed for is the need, not the scenery of one.
  const setting = intent === "prayer" && !forOther ? settingPrayedFor(words) : undefined;
  if (setting)
    topics = topics.map((match) =>
      match.byPersonOnly && triggersUseWord(match.topic, setting)
        ? { ...match, byPersonOnly: false }
        : match,
    );
  // "Pray for my husband, he had an accident": the accident is the need, not the marriage.
  const needNamed = topics.some(
    ({ topic, byPersonOnly }) => !PRAYER_TOPIC_IDS.has(topic.id) && !byPersonOnly,
  );
  if ((intent === "prayer" || (intent === "question" && topics.length > 0)) && !needNamed) {
    const whom = new Set(forOther?.person.split(" "));
    const need =
      (care.medical ? healthNeed(words) : undefined) ??
      closestTopic(withoutFraming(words).filter((word) => !whom.has(word)));
    if (need && !PRAYER_TOPIC_IDS.has(need.id))
      topics = [{ topic: need, score: 1 }, ...topics.filter(({ topic }) => topic !== need)];
    else if (intent === "prayer" && saysMoreThanWhom(words))
      topics = topics.filter(({ byPersonOnly }) => !byPersonOnly);
  }
  if (topics.length === 0 && intent === "question" && !cites) {
    const closest = withClosestSubject(study, words);
    ({ study } = closest);
    topics = closest.topics;
    intent = study.intent ?? intent;
  }

  return {
    locale,
    words,
    intent,
    care,
    references,
    invalidReferences,
    unknownBooks,
    topics,
    topicsFromHistory: fromHistory,
    contested,
    study,
    prayedFor: forOther,
  };
}
