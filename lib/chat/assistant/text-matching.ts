import { stemEnglish } from "@/lib/bible/search-index";
import type { Locale } from "@/lib/i18n/locales";

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
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words only, single-spaced: the form in which a quotation is compared with the Bible text. */
export function comparableText(text: string): string {
  return wordsOf(text).join(" ");
}

/**
 * Subject, tense, negation and object markers that can stand before a Swahili stem
 * ("ni-ta-ku-samehe", "ha-wa-ja-okoka"), so a trigger stem matches the inflected word.
 */
const SWAHILI_MARKERS = [
  "ngali", "nge", "kuto", "ali", "ana", "ata", "ja", "me", "li", "na", "ta", "ka", "ki", "ku", "hu",
  "ha", "si", "ni", "tu", "wa", "mw", "m", "u", "a", "i", "zi", "vi", "ya", "ji", "ma", "mu",
];

function isSwahiliPrefix(prefix: string, depth = 0): boolean {
  if (prefix === "") return true;
  if (depth > 4) return false;
  return SWAHILI_MARKERS.some(
    (marker) => prefix.startsWith(marker) && isSwahiliPrefix(prefix.slice(marker.length), depth + 1),
  );
}

/** Whether a typed word is a form of a trigger word (English endings, Swahili prefixes and endings). */
export function wordMatches(word: string, trigger: string, language: Locale): boolean {
  if (word === trigger) return true;
  if (trigger.length < 4 || /\d/.test(trigger)) return false;
  if (language === "en") {
    if (stemEnglish(word) === stemEnglish(trigger)) return true;
    return trigger.length >= 5 && word.startsWith(trigger) && word.length - trigger.length <= 4;
  }
  // A final -a changes with mood ("eleza" → "nieleze"), so longer verbs match on their stem.
  const reduced = trigger.length >= 5 && trigger.endsWith("a");
  const stem = reduced ? trigger.slice(0, -1) : trigger;
  for (let at = word.indexOf(stem); at >= 0; at = word.indexOf(stem, at + 1)) {
    const next = word[at + stem.length];
    if (reduced && (next === undefined || !"aeiou".includes(next))) continue;
    if (isSwahiliPrefix(word.slice(0, at))) return true;
  }
  return false;
}

export interface Trigger {
  words: string[];
  language: Locale;
  weight: number;
}

export function compileTriggers(phrases: readonly string[], language: Locale): Trigger[] {
  return phrases
    .map((phrase) => wordsOf(phrase))
    .filter((words) => words.length > 0)
    .map((words) => ({ words, language, weight: 1 + 0.75 * (words.length - 1) }));
}

function matchesAt(words: readonly string[], start: number, trigger: Trigger): boolean {
  if (start + trigger.words.length > words.length) return false;
  return trigger.words.every((triggerWord, offset) =>
    wordMatches(words[start + offset], triggerWord, trigger.language),
  );
}

export function triggerOccurs(words: readonly string[], trigger: Trigger): boolean {
  for (let start = 0; start < words.length; start += 1) {
    if (matchesAt(words, start, trigger)) return true;
  }
  return false;
}

/** Sum of the weights of the triggers that occur in the words, each counted once. */
export function triggerScore(words: readonly string[], triggers: readonly Trigger[]): number {
  let score = 0;
  for (const trigger of triggers) {
    if (triggerOccurs(words, trigger)) score += trigger.weight;
  }
  return score;
}

export function anyTrigger(words: readonly string[], triggers: readonly Trigger[]): boolean {
  return triggers.some((trigger) => triggerOccurs(words, trigger));
}
