import { swahiliRoot } from "@/lib/bible/search-index";
import type { Locale } from "@/lib/i18n/locales";
import { englishStem } from "./english-forms";
import { foldText } from "./fold-text";
import { firstSameEnglishStem, firstSwahiliForm, matchesAt, positionsOf } from "./occurrences";
import { possessiveClass } from "./person-words";
import { STOPWORDS } from "./stopwords";
import { isSwahiliPrefix } from "./swahili-prefixes";
import { swahiliTriggerKey } from "./swahili-stem";
import {
  matchesPrepared,
  registerTriggerWord,
  type PreparedWord,
  type TriggerWord,
} from "./word-match";

// Folding lives below the word matcher, which needs it too; the assistant's modules find it here.
export { foldText };

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

/** Whether Swahili trigger words also match any word built on their root (see swahili-stem.ts). */
export interface MatchOptions {
  swahiliRoots?: boolean;
}

function prepareWord(text: string, language: Locale, options: MatchOptions = {}): PreparedWord {
  if (language === "en") return { text, stem: englishStem(text), reduced: false };
  // A final -a changes with mood ("eleza" → "nieleze"), so longer verbs match on their stem.
  const reduced = text.length >= 5 && text.endsWith("a");
  const key = options.swahiliRoots ? swahiliTriggerKey(text) : undefined;
  return { text, stem: reduced ? text.slice(0, -1) : text, reduced, key };
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
      words: words.map((word) =>
        registerTriggerWord(
          {
            ...prepareWord(word, language, options),
            // Whose it is seldom changes a need told in three words or more; in two it may name
            // something else ("baba yetu" is the Lord's Prayer, "baba yangu" a father).
            owner:
              words.length >= MIN_WORDS_ANY_OWNER ? possessiveClass(word, language) : undefined,
          },
          language,
        ),
      ),
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
      return registerTriggerWord(
        /^\p{Lu}/u.test(word) ? { ...prepared, proper: true } : prepared,
        language,
      );
    });
    return { words, language, weight: words.length };
  });
}

export function triggerOccurs(words: readonly string[], trigger: Trigger): boolean {
  return triggerPosition(words, trigger) >= 0;
}

/** Where the trigger first occurs in the words, or -1. */
export function triggerPosition(words: readonly string[], trigger: Trigger): number {
  const wanted = trigger.words;
  if (wanted.length === 0) return 0;
  const last = words.length - wanted.length;
  for (const start of positionsOf(words, wanted[0].id)) {
    if (start > last) break;
    let all = true;
    for (let offset = 1; offset < wanted.length && all; offset += 1)
      all = matchesAt(words, start + offset, wanted[offset].id);
    if (all) return start;
  }
  return -1;
}

/** The positions of the words that the triggers occurring in the words are made of. */
export function triggerWordPositions(
  words: readonly string[],
  triggers: readonly Trigger[],
): Set<number> {
  const positions = new Set<number>();
  for (const trigger of triggers) {
    const at = triggerPosition(words, trigger);
    trigger.words.forEach((_, offset) => at >= 0 && positions.add(at + offset));
  }
  return positions;
}

/** A Swahili root without the markers before it: "alifufuka" → "fufuk", "ubatizo" → "batiz". */
function swahiliCore(word: string): string | undefined {
  for (let at = 1; word.length - at >= 5; at += 1) {
    if (isSwahiliPrefix(word.slice(0, at))) return swahiliRoot(word.slice(at));
  }
  return swahiliRoot(word);
}

/** The earlier of two positions where -1 stands for none. */
function earlier(a: number, b: number): number {
  return a < 0 || (b >= 0 && b < a) ? b : a;
}

/**
 * An infinitive whose root is too short to be found by itself ("ku-paa", to go up) is found in
 * its forms that say who did it and when ("a-li-paa", "a-li-po-paa", "wa-me-paa"); bare, "paa" is
 * also a roof.
 */
const SHORT_INFINITIVE = /^ku(\p{L}{3})$/u;
const SUBJECT_AND_TENSE =
  /^(?:a|wa|u|tu|ni|m|mu|i|ki|vi|li|ya|zi)(?:li|na|me|ta|ka|ki)(?:po|ye|ko|mo|cho|vyo|lo|yo|zo)?$/u;

/** Longest markers of who and when a Swahili verb may open with: "wa-li-po". */
const MAX_MARKERS = 6;
const MIN_FINITE_STEM = 3;

/**
 * The stem of a Swahili verb told with who and when, its markers left out: "a-li-po-lia" and
 * "a-ka-lia" are both "lia" (wept); undefined for a word opening with no such markers.
 */
export function finiteStem(word: string): string | undefined {
  for (let at = Math.min(MAX_MARKERS, word.length - MIN_FINITE_STEM); at >= 2; at -= 1)
    if (SUBJECT_AND_TENSE.test(word.slice(0, at))) return word.slice(at);
  return undefined;
}

function firstFiniteForm(words: readonly string[], stem: string): number {
  return words.findIndex(
    (word) =>
      word.length > stem.length &&
      word.endsWith(stem) &&
      SUBJECT_AND_TENSE.test(word.slice(0, -stem.length)),
  );
}

/** Where a word of the trigger first occurs, a Swahili one by its root, an English one by its stem. */
function firstOccurrence(words: readonly string[], wanted: TriggerWord, language: Locale): number {
  const matched = positionsOf(words, wanted.id)[0] ?? -1;
  if (wanted.proper) return matched;
  if (language === "en") return earlier(matched, firstSameEnglishStem(words, wanted.text));
  const root = swahiliCore(wanted.text);
  const found = root === undefined ? matched : firstSwahiliForm(words, root);
  const short = SHORT_INFINITIVE.exec(wanted.text);
  return short ? earlier(found, firstFiniteForm(words, short[1])) : found;
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
  const positions: number[] = [];
  for (const wanted of trigger.words) {
    if (optional.has(wanted.text)) continue;
    const at = firstOccurrence(words, wanted, trigger.language);
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
  const found: { trigger: Trigger; at: number }[] = [];
  for (const trigger of triggers) {
    const at = triggerPosition(words, trigger);
    if (at >= 0) found.push({ trigger, at });
  }
  found.sort((a, b) => b.trigger.weight - a.trigger.weight);
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
