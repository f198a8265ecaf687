import "server-only";
import { stemEnglish, swahiliRoot } from "@/lib/bible/search-index";
import { locales, type Locale } from "@/lib/i18n/locales";
import {
  JESUS_TEACHINGS,
  STORY_ENTRIES,
  TOPICS,
  type StoryEntry,
  type Teaching,
  type Topic,
} from "./content";
import { PERSON_WORDS } from "./person-words";
import { contentReference, passageText } from "./scripture";
import { STOPWORDS } from "./stopwords";
import { affirmativeKey, swahiliTriggerKey } from "./swahili-stem";
import { wordsOf } from "./text-matching";

/** Whatever our content knows that a question can be about. */
export type StudySubject =
  | { kind: "entry"; entry: StoryEntry }
  | { kind: "teaching"; teaching: Teaching }
  | { kind: "topic"; topic: Topic };

/** A subject's passages, best first. */
export function subjectPassages(subject: StudySubject): readonly string[] {
  if (subject.kind === "entry") return subject.entry.passages;
  if (subject.kind === "teaching") return subject.teaching.passages;
  return subject.topic.verses;
}

/** What the subject is called, capitalized to open a sentence. */
export function subjectTitle(subject: StudySubject, locale: Locale): string {
  const title =
    subject.kind === "entry"
      ? subject.entry.names[locale][0]
      : subject.kind === "teaching"
        ? subject.teaching.subject[locale]
        : subject.topic.title[locale];
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The subject in a few sentences. */
export function subjectSummary(subject: StudySubject, locale: Locale): string {
  if (subject.kind === "entry") return subject.entry.summary[locale];
  if (subject.kind === "teaching") return subject.teaching.summary[locale];
  return subject.topic.summary[locale];
}

/** Distinct words a message must share with a subject's own description to be about it. */
const MIN_SHARED_WORDS = 2;
/** A prayer request is short: one word of a topic's own description, shared with no other, will do. */
const CLOSEST_TOPIC_WORDS = 1;

/** Words shorter than this say too little to tell subjects apart ("day", "son"). */
const MIN_WORD = 4;
/** A story is told in concrete words, short ones included: an "ark", a "den", "tax", "fed". */
const MIN_STORY_WORD = 3;
/** Verb roots shorter than this are everyday verbs ("ku-w-a", to be) in most stories. */
const MIN_VERB_ROOT = 4;

/**
 * An English stem and Swahili roots of the word: one of them is its language's. The verb root
 * read past tense and relative markers joins "aliyelazimishwa" to "walimlazimisha".
 */
function keysOf(word: string, minimum = MIN_WORD): string[] {
  if (word.length < minimum || STOPWORDS.has(word)) return [];
  const keys = [`en:${stemEnglish(word)}`];
  const root = swahiliRoot(word);
  if (root) keys.push(`sw:${root}`);
  // "hakiteketei" tells the same story as "bila kuteketea": here the verb is a word, not a need.
  const triggerKey = swahiliTriggerKey(word);
  const verbKey = triggerKey && affirmativeKey(triggerKey);
  if (verbKey?.startsWith("v:") && verbKey.length - 2 >= MIN_VERB_ROOT) keys.push(verbKey);
  return keys;
}

function keySet(texts: readonly string[], minimum = MIN_WORD): Set<string> {
  return new Set(texts.flatMap((text) => wordsOf(text).flatMap((word) => keysOf(word, minimum))));
}

interface Described {
  subject: StudySubject;
  keys: Set<string>;
  /** Words of the subject's passages its description does not use: they count for less. */
  passageKeys?: Set<string>;
}

/** What a word found only in a story's passages counts, beside one its description uses. */
const PASSAGE_WORD_SHARE = 0.25;

const DESCRIBED: readonly Described[] = [
  ...STORY_ENTRIES.map((entry) => ({
    subject: { kind: "entry", entry } as const,
    keys: keySet(
      [entry.summary.en, entry.summary.sw, ...entry.names.en, ...entry.names.sw],
      MIN_STORY_WORD,
    ),
  })),
  ...JESUS_TEACHINGS.map((teaching) => ({
    subject: { kind: "teaching", teaching } as const,
    keys: keySet([
      teaching.summary.en,
      teaching.summary.sw,
      ...teaching.triggers.en,
      ...teaching.triggers.sw,
    ]),
  })),
  ...TOPICS.map((topic) => ({
    subject: { kind: "topic", topic } as const,
    keys: keySet([topic.summary.en, topic.summary.sw, ...topic.triggers.en, ...topic.triggers.sw]),
  })),
];

const TOPIC_KEYS = new Map(
  DESCRIBED.filter(({ subject }) => subject.kind === "topic").map(({ subject, keys }) => [
    subject.kind === "topic" ? subject.topic.id : "",
    keys,
  ]),
);

/** The words that say what a message is about, not whom: "my husband had an accident" → "accident". */
function needWords(words: readonly string[]): string[] {
  return words.filter((word) => !PERSON_WORDS.has(word));
}

/** The keys of each distinct word of a message, read once for all the topics it matches. */
const distinctWordKeys = new WeakMap<readonly string[], string[][]>();

/** How many of the message's words the topic's own summary and triggers use. */
export function wordsSharedWithTopic(words: readonly string[], topic: Topic): number {
  const keys = TOPIC_KEYS.get(topic.id);
  if (!keys) return 0;
  let wordKeys = distinctWordKeys.get(words);
  if (!wordKeys) {
    wordKeys = [...new Set(words)].map((word) => keysOf(word));
    distinctWordKeys.set(words, wordKeys);
  }
  return wordKeys.filter((ofWord) => ofWord.some((key) => keys.has(key))).length;
}

function wordKeysOf(words: readonly string[], minimum = MIN_WORD): string[][] {
  return [...new Set(words)].map((word) => keysOf(word, minimum)).filter((keys) => keys.length > 0);
}

/** The two described subjects sharing the most words with the message, best first. */
function twoClosest(
  wordKeys: readonly string[][],
  candidates: readonly Described[],
  bonus: (subject: StudySubject) => number,
): Array<{ subject: StudySubject; shared: number }> {
  let best: { subject: StudySubject; shared: number } | undefined;
  let runnerUp: { subject: StudySubject; shared: number } | undefined;
  for (const { subject, keys: described, passageKeys } of candidates) {
    let inDescription = 0;
    let inPassages = 0;
    for (const keys of wordKeys) {
      if (keys.some((key) => described.has(key))) inDescription += 1;
      else if (keys.some((key) => passageKeys?.has(key) ?? false)) inPassages += 1;
    }
    const shared = inDescription + PASSAGE_WORD_SHARE * inPassages + bonus(subject);
    if (!best || shared > best.shared) {
      runnerUp = best;
      best = { subject, shared };
    } else if (!runnerUp || shared > runnerUp.shared) runnerUp = { subject, shared };
  }
  return [best, runnerUp].filter((found) => found !== undefined);
}

/** The described subject sharing clearly the most words, at least `minimum`, with the message. */
function clearlyClosest(
  wordKeys: readonly string[][],
  candidates: readonly Described[],
  minimum: number,
  bonus: (subject: StudySubject) => number,
): StudySubject | undefined {
  const [best, runnerUp] = twoClosest(wordKeys, candidates, bonus);
  if (!best || best.shared < minimum || best.shared === runnerUp?.shared) return undefined;
  return best.subject;
}

/**
 * The subject whose own description shares clearly the most words with a message that named
 * nothing we know; otherwise nothing, and the reply asks. A question naming Jesus leans to what
 * He taught.
 */
export function closestSubject(
  words: readonly string[],
  mentionsJesus: boolean,
): StudySubject | undefined {
  const wordKeys = wordKeysOf(words);
  if (wordKeys.length < MIN_SHARED_WORDS) return undefined;
  return clearlyClosest(wordKeys, DESCRIBED, MIN_SHARED_WORDS, (subject) =>
    mentionsJesus && subject.kind === "teaching" ? 1 : 0,
  );
}

const TEACHINGS_DESCRIBED = DESCRIBED.filter(({ subject }) => subject.kind === "teaching");

/** For a question about what Jesus said that no trigger caught: the teaching it is clearly about. */
export function closestTeaching(words: readonly string[]): Teaching | undefined {
  const subject = clearlyClosest(wordKeysOf(words), TEACHINGS_DESCRIBED, 1, () => 0);
  return subject?.kind === "teaching" ? subject.teaching : undefined;
}

const ENTRIES_DESCRIBED = DESCRIBED.filter(({ subject }) => subject.kind === "entry");

/** Between entries the words describe alike, someone asked about is a person before an event. */
const KIND_PREFERENCE: Record<StoryEntry["kind"], number> = {
  person: 0.5,
  miracle: 0.25,
  parable: 0.25,
  event: 0.25,
  place: 0,
};

let entriesTold: readonly Described[] | undefined;

/**
 * Each entry described by its summary and names and by the words of its own passages in both
 * Bibles: a reader tells a story in the Bible's words ("fed by ravens", "ate grass like an ox",
 * "wiped His feet with her hair"), which a summary of a few sentences leaves out.
 * Built on first use, once the Bible texts are needed anyway.
 */
function storiesTold(): readonly Described[] {
  entriesTold ??= ENTRIES_DESCRIBED.map(({ subject, keys }) => {
    if (subject.kind !== "entry") return { subject, keys };
    const texts = subject.entry.passages.flatMap((text) =>
      locales.map((locale) => passageText(contentReference(text), locale)),
    );
    return { subject, keys, passageKeys: keySet(texts, MIN_STORY_WORD) };
  });
  return entriesTold;
}

/** Builds the story words now (about 0.4 s), so the first reader to ask about one does not wait. */
export function warmStoriesTold(): void {
  storiesTold();
}

const entryPreference = (subject: StudySubject) =>
  subject.kind === "entry" ? KIND_PREFERENCE[subject.entry.kind] : 0;

/**
 * For a question describing someone by what they did: the person or event it clearly tells of,
 * sharing at least `minimum` words with its description or its passages.
 */
export function closestEntry(
  words: readonly string[],
  minimum = MIN_SHARED_WORDS,
): StoryEntry | undefined {
  const subject = clearlyClosest(
    wordKeysOf(words, MIN_STORY_WORD),
    storiesTold(),
    minimum,
    entryPreference,
  );
  return subject?.kind === "entry" ? subject.entry : undefined;
}

/**
 * For a story told by what happened: the entry it tells of, or the two it tells of equally well
 * (a talking donkey: Balaam's, or the one Jesus rode), of which the reply tells one and asks about
 * the other. `bonus` adds what the words do not show, such as the people named taking part.
 */
export function toldEntries(
  words: readonly string[],
  minimum: number,
  bonus: (entry: StoryEntry) => number = () => 0,
): StoryEntry[] {
  const found = twoClosest(
    wordKeysOf(words, MIN_STORY_WORD),
    storiesTold(),
    (subject) => entryPreference(subject) + (subject.kind === "entry" ? bonus(subject.entry) : 0),
  );
  const [best, runnerUp] = found;
  if (!best || best.shared < minimum) return [];
  const alike = runnerUp?.shared === best.shared ? [best, runnerUp] : [best];
  return alike.flatMap(({ subject }) => (subject.kind === "entry" ? [subject.entry] : []));
}

const TOPICS_DESCRIBED = DESCRIBED.filter(({ subject }) => subject.kind === "topic");

/** For a prayer request whose need no trigger caught: the topic it is clearly about. */
export function closestTopic(words: readonly string[]): Topic | undefined {
  const subject = clearlyClosest(
    wordKeysOf(needWords(words)),
    TOPICS_DESCRIBED,
    CLOSEST_TOPIC_WORDS,
    () => 0,
  );
  return subject?.kind === "topic" ? subject.topic : undefined;
}
