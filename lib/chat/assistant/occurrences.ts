import { isSwahiliFormOf } from "@/lib/bible/search-index";
import { Lists, triggerWordCount, triggerWordsMatching } from "./word-match";

/**
 * Where in one message's words the trigger words occur, worked out once per list of words: every
 * topic, name and intent then looks its trigger words up instead of comparing them with each word.
 */
interface Occurrences {
  /** Trigger words compiled when the words were read; with more compiled since, they are read again. */
  triggerWords: number;
  /** The ids of the trigger words each word matches. */
  matched: readonly ReadonlySet<number>[];
  /** The positions, in order, at which each trigger word occurs. */
  positions: Map<number, number[]>;
  /** Each distinct word and where it first stands, in the order they first stand. */
  distinct?: { word: string; at: number }[];
  /** Of the distinct words, those containing each run of four letters. */
  byFourLetters?: Map<string, { word: string; at: number }[]>;
  /** Of the distinct words of six letters or more, those opening with each five letters. */
  byOpening?: Map<string, { word: string; at: number }[]>;
  swahiliForms: Map<string, number>;
}

const occurrencesByWords = new WeakMap<readonly string[], Occurrences>();

function occurrencesIn(words: readonly string[]): Occurrences {
  let occurrences = occurrencesByWords.get(words);
  if (occurrences?.triggerWords === triggerWordCount()) return occurrences;
  const matched = words.map(triggerWordsMatching);
  const positions = new Lists<number, number>();
  matched.forEach((ids, at) => {
    for (const id of ids) positions.add(id, at);
  });
  occurrences = { triggerWords: triggerWordCount(), matched, positions, swahiliForms: new Map() };
  occurrencesByWords.set(words, occurrences);
  return occurrences;
}

/** Whether the word at `at` is a form of the trigger word numbered `id`. */
export function matchesAt(words: readonly string[], at: number, id: number): boolean {
  return occurrencesIn(words).matched[at].has(id);
}

/** The positions, in order, of the words that are forms of the trigger word numbered `id`. */
export function positionsOf(words: readonly string[], id: number): readonly number[] {
  return occurrencesIn(words).positions.get(id) ?? [];
}

function distinctWords(occurrences: Occurrences, words: readonly string[]) {
  if (!occurrences.distinct) {
    const firstAt = new Map<string, number>();
    words.forEach((word, at) => firstAt.has(word) || firstAt.set(word, at));
    occurrences.distinct = [...firstAt].map(([word, at]) => ({ word, at }));
  }
  return occurrences.distinct;
}

function grouped<T>(items: readonly T[], keysOf: (item: T) => Iterable<string>): Map<string, T[]> {
  const groups = new Lists<string, T>();
  for (const item of items) {
    for (const key of new Set(keysOf(item))) groups.add(key, item);
  }
  return groups;
}

const ROOT_OPENING = 4;

function* runsOfFour(word: string): Iterable<string> {
  for (let at = 0; at + ROOT_OPENING <= word.length; at += 1)
    yield word.slice(at, at + ROOT_OPENING);
}

/**
 * The first position of a word that is a form of the Swahili root, or -1. A root has four letters
 * or more (`swahiliRoot`), so only words containing its first four are tried.
 */
export function firstSwahiliForm(words: readonly string[], root: string): number {
  const occurrences = occurrencesIn(words);
  const known = occurrences.swahiliForms.get(root);
  if (known !== undefined) return known;
  occurrences.byFourLetters ??= grouped(distinctWords(occurrences, words), ({ word }) =>
    runsOfFour(word),
  );
  const candidates = occurrences.byFourLetters.get(root.slice(0, ROOT_OPENING)) ?? [];
  const at = candidates.find(({ word }) => isSwahiliFormOf(word, root))?.at ?? -1;
  occurrences.swahiliForms.set(root, at);
  return at;
}

const SHORTEST_STEM_COMPARED = 6;
const OPENING_COMPARED = 5;

/** English forms of one word: "crucified" and "crucifixion", "baptized" and "baptism". */
export function sameEnglishStem(word: string, wanted: string): boolean {
  const shortest = Math.min(word.length, wanted.length);
  const needed = Math.max(OPENING_COMPARED, shortest - 3);
  return shortest >= SHORTEST_STEM_COMPARED && word.slice(0, needed) === wanted.slice(0, needed);
}

/**
 * The first position of a word with the same English stem as `wanted`, or -1. Both have six
 * letters or more and the same first five, so only words opening like it are tried.
 */
export function firstSameEnglishStem(words: readonly string[], wanted: string): number {
  if (wanted.length < SHORTEST_STEM_COMPARED) return -1;
  const occurrences = occurrencesIn(words);
  occurrences.byOpening ??= grouped(
    distinctWords(occurrences, words).filter(({ word }) => word.length >= SHORTEST_STEM_COMPARED),
    ({ word }) => [word.slice(0, OPENING_COMPARED)],
  );
  const candidates = occurrences.byOpening.get(wanted.slice(0, OPENING_COMPARED)) ?? [];
  return candidates.find(({ word }) => sameEnglishStem(word, wanted))?.at ?? -1;
}
