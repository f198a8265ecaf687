import { isSwahiliFormOf, swahiliRoot } from "@/lib/bible/search-index";
import type { Locale } from "@/lib/i18n/locales";
import { englishStem } from "./english-forms";
import { possessiveClass } from "./person-words";
import { STOPWORDS } from "./stopwords";
import { isSwahiliPrefix } from "./swahili-prefixes";
import { hasSwahiliKey, swahiliTriggerKey } from "./swahili-stem";

/** Lowercase, no diacritics or apostrophes: "God’s Will" → "gods will". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/gu, "");
}

export function wordsOf(text: string): string[] {
  return foldText(text)
    .replace(/%/gu, " percent ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words only, single-spaced: the form in which a quotation is compared with the Bible text. */
export function comparableText(text: string): string {
  return wordsOf(text).join(" ");
}

/** A trigger word prepared once: its English stem, or the Swahili stem to look for. */
interface TriggerWord {
  text: string;
  stem: string;
  /** A Swahili verb whose final -a was dropped, so the next letter must be a vowel. */
  reduced: boolean;
  /** A proper noun: only the word itself matches, or in English its possessive ("Ruth's"). */
  proper?: boolean;
  /** The Swahili root or stem any inflected form of which matches ("wagonjwa" for "mgonjwa"). */
  key?: string;
  /** A possessive that any owner's matches ("lost my baby" told of a friend: "lost her baby"). */
  owner?: string;
}

/** Whether Swahili trigger words also match any word built on their root (see swahili-stem.ts). */
export interface MatchOptions {
  swahiliRoots?: boolean;
}

function prepareWord(text: string, language: Locale, options: MatchOptions = {}): TriggerWord {
  if (language === "en") return { text, stem: englishStem(text), reduced: false };
  // A final -a changes with mood ("eleza" → "nieleze"), so longer verbs match on their stem.
  const reduced = text.length >= 5 && text.endsWith("a");
  const key = options.swahiliRoots ? swahiliTriggerKey(text) : undefined;
  return { text, stem: reduced ? text.slice(0, -1) : text, reduced, key };
}

function matchesPrepared(
  word: string,
  wordStem: string,
  trigger: TriggerWord,
  language: Locale,
): boolean {
  if (word === trigger.text) return true;
  if (trigger.owner) return possessiveClass(word, language) === trigger.owner;
  if (trigger.proper) return language === "en" && word === `${trigger.text}s`;
  if (trigger.text.length < 4 || /\d/.test(trigger.text)) return false;
  if (language === "en") {
    if (wordStem === trigger.stem) return true;
    return (
      trigger.text.length >= 5 &&
      word.startsWith(trigger.text) &&
      word.length - trigger.text.length <= 4
    );
  }
  for (let at = word.indexOf(trigger.stem); at >= 0; at = word.indexOf(trigger.stem, at + 1)) {
    const next = word[at + trigger.stem.length];
    if (trigger.reduced && (next === undefined || !"aeiou".includes(next))) continue;
    // A whole word goes on with an ending, not a new stem ("sali" is not in "akinisaliti").
    if (
      !trigger.reduced &&
      next !== undefined &&
      !/^(?:[aeiouwy]|ni)/u.test(word.slice(at + trigger.stem.length))
    )
      continue;
    if (isSwahiliPrefix(word.slice(0, at))) return true;
  }
  return trigger.key !== undefined && hasSwahiliKey(word, trigger.key);
}

/** Whether a typed word is a form of a trigger word (English endings, Swahili prefixes and endings). */
export function wordMatches(word: string, trigger: string, language: Locale): boolean {
  return matchesPrepared(word, englishStem(word), prepareWord(trigger, language), language);
}

export interface Trigger {
  words: TriggerWord[];
  language: Locale;
  weight: number;
}

/**
 * A longer phrase is stronger evidence, by the words that carry meaning: "i am broke" says no more
 * than "broke", "my business" no more than "business".
 */
function phraseWeight(words: readonly string[]): number {
  const meaningful = words.filter((word) => !STOPWORDS.has(word)).length;
  return 1 + 0.75 * Math.max(0, meaningful - 1);
}

const MIN_WORDS_ANY_OWNER = 3;

export function compileTriggers(
  phrases: readonly string[],
  language: Locale,
  options: MatchOptions = {},
): Trigger[] {
  return phrases
    .map((phrase) => wordsOf(phrase))
    .filter((words) => words.length > 0)
    .map((words) => ({
      words: words.map((word) => ({
        ...prepareWord(word, language, options),
        // Whose it is seldom changes a need told in three words or more; in two it may name
        // something else ("baba yetu" is the Lord's Prayer, "baba yangu" a father).
        owner: words.length >= MIN_WORDS_ANY_OWNER ? possessiveClass(word, language) : undefined,
      })),
      language,
      weight: phraseWeight(words),
    }));
}

/** Trigger phrases in both languages, for messages in either. */
export function bilingualTriggers(
  en: readonly string[],
  sw: readonly string[],
  options: MatchOptions = {},
): Trigger[] {
  return [...compileTriggers(en, "en"), ...compileTriggers(sw, "sw", options)];
}

/**
 * Names as triggers: a capitalized word is a proper noun and matches whole ("John" never matches
 * "johnny", "Hawa" never matches "wahawa"); the other words match like trigger words.
 */
export function compileNames(names: readonly string[], language: Locale): Trigger[] {
  return names.map((name) => {
    const written = name.split(/[^\p{L}\p{N}'’]+/u).filter((word) => word.length > 0);
    const words = written.map((word) => {
      const [folded] = wordsOf(word);
      const prepared = prepareWord(folded ?? "", language);
      return /^\p{Lu}/u.test(word) ? { ...prepared, proper: true } : prepared;
    });
    return { words, language, weight: words.length };
  });
}

const stemsByWords = new WeakMap<readonly string[], string[]>();

function stemsOf(words: readonly string[]): string[] {
  let stems = stemsByWords.get(words);
  if (!stems) {
    stems = words.map(englishStem);
    stemsByWords.set(words, stems);
  }
  return stems;
}

export function triggerOccurs(words: readonly string[], trigger: Trigger): boolean {
  return triggerPosition(words, trigger) >= 0;
}

/** Where the trigger first occurs in the words, or -1. */
export function triggerPosition(words: readonly string[], trigger: Trigger): number {
  const stems = stemsOf(words);
  const last = words.length - trigger.words.length;
  for (let start = 0; start <= last; start += 1) {
    let all = true;
    for (let offset = 0; offset < trigger.words.length && all; offset += 1) {
      all = matchesPrepared(
        words[start + offset],
        stems[start + offset],
        trigger.words[offset],
        trigger.language,
      );
    }
    if (all) return start;
  }
  return -1;
}

/** A Swahili root without the markers before it: "alifufuka" → "fufuk", "ubatizo" → "batiz". */
function swahiliCore(word: string): string | undefined {
  for (let at = 1; word.length - at >= 5; at += 1) {
    if (isSwahiliPrefix(word.slice(0, at))) return swahiliRoot(word.slice(at));
  }
  return swahiliRoot(word);
}

/** English forms of one word: "crucified" and "crucifixion", "baptized" and "baptism". */
function sameEnglishStem(word: string, wanted: string): boolean {
  const shortest = Math.min(word.length, wanted.length);
  const needed = Math.max(5, shortest - 3);
  return shortest >= 6 && word.slice(0, needed) === wanted.slice(0, needed);
}

/**
 * Where each word of the trigger occurs anywhere in the words, in any order ("Jesus was baptized"
 * for "Jesus baptized", "Yesu alipobatizwa" for "Yesu kubatizwa"), skipping the `optional` ones;
 * undefined when one is missing.
 */
export function scatteredPositions(
  words: readonly string[],
  trigger: Trigger,
  optional: ReadonlySet<string>,
): number[] | undefined {
  const stems = stemsOf(words);
  const positions: number[] = [];
  for (const wanted of trigger.words) {
    if (optional.has(wanted.text)) continue;
    const swahili = trigger.language === "sw" && !wanted.proper;
    const root = swahili ? swahiliCore(wanted.text) : undefined;
    const at = words.findIndex((word, index) => {
      if (wanted.proper || (swahili && root === undefined))
        return matchesPrepared(word, stems[index], wanted, trigger.language);
      if (root !== undefined) return isSwahiliFormOf(word, root);
      return (
        matchesPrepared(word, stems[index], wanted, trigger.language) ||
        sameEnglishStem(word, wanted.text)
      );
    });
    if (at < 0) return undefined;
    positions.push(at);
  }
  return positions;
}

/**
 * Sum of the weights of the triggers that occur in the words, each word counted once: the heaviest
 * trigger on a word counts, so "hawanipendi", a form of "upendo", "pendo" and "kupenda", says one
 * thing, and "biashara yangu" counts once beside "biashara".
 */
export function triggerScore(words: readonly string[], triggers: readonly Trigger[]): number {
  const found = triggers
    .map((trigger) => ({ trigger, at: triggerPosition(words, trigger) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => b.trigger.weight - a.trigger.weight);
  const used = new Set<number>();
  let score = 0;
  for (const { trigger, at } of found) {
    const positions = trigger.words.map((_, offset) => at + offset);
    if (positions.some((position) => used.has(position))) continue;
    positions.forEach((position) => used.add(position));
    score += trigger.weight;
  }
  return score;
}

export function anyTrigger(words: readonly string[], triggers: readonly Trigger[]): boolean {
  return triggers.some((trigger) => triggerOccurs(words, trigger));
}
