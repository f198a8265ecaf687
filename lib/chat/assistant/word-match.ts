import type { Locale } from "@/lib/i18n/locales";
import { isSwahiliNameOnly } from "./bible-names";
import { englishStem } from "./english-forms";
import { possessiveClass } from "./person-words";
import { isSwahiliPrefix } from "./swahili-prefixes";
import { hasSwahiliKey } from "./swahili-stem";
import { senseChangesAfter } from "./swahili-verb-sense";

/** A trigger word prepared once: its English stem, or the Swahili stem to look for. */
export interface PreparedWord {
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

/** A trigger word of a compiled trigger, numbered so the words a typed word matches can be listed. */
export interface TriggerWord extends PreparedWord {
  id: number;
}

/**
 * What may follow a verb stem whose final vowel changes with mood ("eleza" → "nieleze",
 * "nielezeni", "alinielezea"): that vowel, then only endings, never more of another root: "nikifa"
 * (if I die) is not in "nikifanya" (if I do) or "nikifungua" (if I open).
 */
const MOOD_ENDING = /^[aeiou](?:[aeiou]|w[aeiou]|n[aeiou]|je|y[eo]|ko|po|mo)*$/u;

/** After a Swahili stem found in a word, what may follow it there. */
function endsStem(word: string, end: number, reduced: boolean): boolean {
  const next = word[end];
  if (reduced)
    return (
      MOOD_ENDING.test(word.slice(end)) && !senseChangesAfter(word.slice(0, end), word.slice(end))
    );
  // A whole word goes on with an ending, not a new stem ("sali" is not in "akinisaliti").
  return next === undefined || /^(?:[aeiouwy]|ni)/u.test(word.slice(end));
}

/** An English trigger word this long also matches a longer word it begins ("forgive", "forgiveness"). */
const SHORTEST_OPENING = 5;
const LONGEST_ENDING = 4;

/** Whether a trigger word matches only its own text, whatever the rules for other words. */
function tooShortToInflect(trigger: PreparedWord): boolean {
  return trigger.text.length < 4 || /\d/.test(trigger.text);
}

/** Whether a typed word (`wordStem`: its English stem) is a form of the trigger word. */
export function matchesPrepared(
  word: string,
  wordStem: string,
  trigger: PreparedWord,
  language: Locale,
): boolean {
  if (word === trigger.text) return true;
  if (trigger.owner) return possessiveClass(word, language) === trigger.owner;
  if (trigger.proper) return language === "en" && word === `${trigger.text}s`;
  if (tooShortToInflect(trigger) || (language === "sw" && isSwahiliNameOnly(word))) return false;
  if (language === "en") {
    if (wordStem === trigger.stem) return true;
    return (
      trigger.text.length >= SHORTEST_OPENING &&
      word.startsWith(trigger.text) &&
      word.length - trigger.text.length <= LONGEST_ENDING
    );
  }
  for (let at = word.indexOf(trigger.stem); at >= 0; at = word.indexOf(trigger.stem, at + 1)) {
    if (
      endsStem(word, at + trigger.stem.length, trigger.reduced) &&
      isSwahiliPrefix(word.slice(0, at))
    )
      return true;
  }
  // A possessive is no form of a stemmed word: "kibanda changu" (my stall) is no "kuchangia".
  if (trigger.key === undefined || possessiveClass(word, language) !== undefined) return false;
  return hasSwahiliKey(word, trigger.key);
}

/**
 * Every compiled trigger word, once: topics, names and intents share many ("pray", "my"), and a
 * typed word is compared with each only once.
 */
const registered: { word: PreparedWord; language: Locale }[] = [];
const idsBySignature = new Map<string, number>();

/** The trigger word numbered, the same number for the same word prepared the same way. */
export function registerTriggerWord(word: PreparedWord, language: Locale): TriggerWord {
  const { text, stem, reduced, proper, key, owner } = word;
  const signature = JSON.stringify([language, text, stem, reduced, !!proper, key, owner]);
  let id = idsBySignature.get(signature);
  if (id === undefined) {
    id = registered.length;
    registered.push({ word, language });
    idsBySignature.set(signature, id);
  }
  return { ...word, id };
}

export function triggerWordCount(): number {
  return registered.length;
}

/** Each registered trigger word with its language, for tests that check the index against the rule. */
export function registeredTriggerWords(): readonly { word: TriggerWord; language: Locale }[] {
  return registered.map(({ word, language }, id) => ({ word: { ...word, id }, language }));
}

/** A map of lists, each value added to its key's list. */
export class Lists<Key, Value> extends Map<Key, Value[]> {
  add(key: Key, value: Value): void {
    const values = this.get(key);
    if (values) values.push(value);
    else this.set(key, [value]);
  }
}

/**
 * The registered trigger words by what a typed word must be to match them, one map per rule of
 * `matchesPrepared`: a typed word then looks up its own text, stem, prefixes and substrings.
 */
interface WordIndex {
  /** How many trigger words were registered when it was built. */
  triggerWords: number;
  exact: Lists<string, number>;
  /** By language and the possessive's class: "en:en", "sw:y". */
  owned: Lists<string, number>;
  /** English proper nouns by their possessive written without the apostrophe ("ruths"). */
  properPossessive: Lists<string, number>;
  englishStems: Lists<string, number>;
  /** English words of five letters or more, which also match a longer word they begin. */
  englishOpenings: Lists<string, number>;
  swahiliStems: Lists<string, { id: number; reduced: boolean }>;
  swahiliStemLengths: number[];
  swahiliKeys: Lists<string, number>;
  /** Keys by the first three letters of their stem, which a word must contain to have the key. */
  keysByOpening: Lists<string, string>;
}

/**
 * `hasSwahiliKey` wants the first three letters of the key's stem in the word; every key's stem
 * has that many (a root of three letters or more, a noun stem of four).
 */
const KEY_OPENING = 3;

function keyOpening(key: string): string {
  const opening = key.slice(key.indexOf(":") + 1, key.indexOf(":") + 1 + KEY_OPENING);
  if (opening.length < KEY_OPENING) throw new Error(`A Swahili key too short to index: ${key}`);
  return opening;
}

function buildIndex(): WordIndex {
  const index: WordIndex = {
    triggerWords: registered.length,
    exact: new Lists(),
    owned: new Lists(),
    properPossessive: new Lists(),
    englishStems: new Lists(),
    englishOpenings: new Lists(),
    swahiliStems: new Lists(),
    swahiliStemLengths: [],
    swahiliKeys: new Lists(),
    keysByOpening: new Lists(),
  };
  registered.forEach(({ word, language }, id) => {
    index.exact.add(word.text, id);
    if (word.owner) index.owned.add(`${language}:${word.owner}`, id);
    else if (word.proper) {
      if (language === "en") index.properPossessive.add(`${word.text}s`, id);
    } else if (tooShortToInflect(word)) return;
    else if (language === "en") {
      index.englishStems.add(word.stem, id);
      if (word.text.length >= SHORTEST_OPENING) index.englishOpenings.add(word.text, id);
    } else {
      index.swahiliStems.add(word.stem, { id, reduced: word.reduced });
      if (word.key !== undefined) index.swahiliKeys.add(word.key, id);
    }
  });
  index.swahiliStemLengths = [
    ...new Set([...index.swahiliStems.keys()].map((stem) => stem.length)),
  ];
  for (const key of index.swahiliKeys.keys()) {
    index.keysByOpening.add(keyOpening(key), key);
  }
  return index;
}

let index: WordIndex | undefined;
/**
 * Typed words already looked up, a few messages' worth (each ~400 bytes); cleared when full, like
 * the other caches of word forms.
 */
const matchedByWord = new Map<string, ReadonlySet<number>>();
const MAX_REMEMBERED_WORDS = 5_000;

/** The index of the trigger words registered so far, rebuilt when more have been compiled since. */
function currentIndex(): WordIndex {
  if (index?.triggerWords !== registered.length) {
    index = buildIndex();
    matchedByWord.clear();
  }
  return index;
}

/** Indexes the trigger words compiled so far now, so that the first reader does not wait for it. */
export function warmTriggerWords(): void {
  currentIndex();
}

function addSwahiliStemMatches(
  word: string,
  { swahiliStems, swahiliStemLengths }: WordIndex,
  into: Set<number>,
): void {
  for (let at = 0; at < word.length; at += 1) {
    let afterPrefix: boolean | undefined;
    for (const length of swahiliStemLengths) {
      if (at + length > word.length) continue;
      for (const { id, reduced } of swahiliStems.get(word.slice(at, at + length)) ?? []) {
        if (into.has(id) || !endsStem(word, at + length, reduced)) continue;
        afterPrefix ??= isSwahiliPrefix(word.slice(0, at));
        if (afterPrefix) into.add(id);
      }
    }
  }
}

function addSwahiliKeyMatches(
  word: string,
  { swahiliKeys, keysByOpening }: WordIndex,
  into: Set<number>,
): void {
  const openings = new Set<string>();
  for (let at = 0; at + KEY_OPENING <= word.length; at += 1)
    openings.add(word.slice(at, at + KEY_OPENING));
  for (const opening of openings) {
    for (const key of keysByOpening.get(opening) ?? []) {
      if (hasSwahiliKey(word, key)) swahiliKeys.get(key)?.forEach((id) => into.add(id));
    }
  }
}

/** The ids of the registered trigger words the typed word matches, by `matchesPrepared`'s rules. */
export function triggerWordsMatching(word: string): ReadonlySet<number> {
  const wordIndex = currentIndex();
  const known = matchedByWord.get(word);
  if (known) return known;
  const found = new Set<number>();
  const addAll = (ids: readonly number[] | undefined) => ids?.forEach((id) => found.add(id));
  addAll(wordIndex.exact.get(word));
  for (const language of ["en", "sw"] as const) {
    const owner = possessiveClass(word, language);
    if (owner) addAll(wordIndex.owned.get(`${language}:${owner}`));
  }
  addAll(wordIndex.properPossessive.get(word));
  addAll(wordIndex.englishStems.get(englishStem(word)));
  const shortest = Math.max(SHORTEST_OPENING, word.length - LONGEST_ENDING);
  for (let length = shortest; length <= word.length; length += 1)
    addAll(wordIndex.englishOpenings.get(word.slice(0, length)));
  if (!isSwahiliNameOnly(word)) {
    addSwahiliStemMatches(word, wordIndex, found);
    if (possessiveClass(word, "sw") === undefined) addSwahiliKeyMatches(word, wordIndex, found);
  }
  if (matchedByWord.size >= MAX_REMEMBERED_WORDS) matchedByWord.clear();
  matchedByWord.set(word, found);
  return found;
}
