import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { StoryEntry } from "./content";
import { COMPILED_NAMES, type EntryMatch } from "./subjects";
import { wordsOf } from "./text-matching";

/**
 * Entries sharing a name ("Yohana", "Mary", "Herode"): which others a bare name could mean, and
 * the longer names by which to ask the reader which one.
 */

/** Entries with a longer name that begins with a one-word name: "Mary" → "Mary Magdalene". */
const LONGER_NAMES = new Map<string, StoryEntry[]>();
const PAIR_WORDS = new Set(["and", "na"]);
// An entry whose main name it is ("Joseph of Arimathea") comes before one known by it as an alias.
const LONGER_NAME_ORDER = [...COMPILED_NAMES].sort((a, b) => Number(b.primary) - Number(a.primary));
for (const { entry, trigger } of LONGER_NAME_ORDER) {
  const [first] = trigger.words;
  if (trigger.words.length < 2 || !first.proper) continue;
  // "Mary and Martha" names two people, not another Mary.
  if (trigger.words.some((word) => PAIR_WORDS.has(word.text))) continue;
  const entries = LONGER_NAMES.get(first.text) ?? [];
  if (!entries.includes(entry)) LONGER_NAMES.set(first.text, [...entries, entry]);
}
/** Enough choices for one short question. */
const MAX_ALTERNATIVES = 2;

const BEINGS: ReadonlySet<StoryEntry["kind"]> = new Set(["person", "place"]);

/** Whom "Yuda" could also mean is another Judas, not the event "Judas betrays Jesus". */
export function sameSort(entry: StoryEntry, other: StoryEntry): boolean {
  return BEINGS.has(entry.kind) === BEINGS.has(other.kind);
}

/** Entries whose longer name begins with this one-word name: "mary" → Mary Magdalene. */
export function longerNamed(name: string): readonly StoryEntry[] {
  return LONGER_NAMES.get(name) ?? [];
}

/**
 * Other people a bare name can mean when nothing else in the message tells them apart: entries
 * with the same name and about as likely ("Yohana"), or a longer name beginning with it ("Mary").
 */
export function sameNameAlternatives(matches: readonly EntryMatch[]): StoryEntry[] {
  const [best] = matches;
  if (!best || best.context > 0) return [];
  const sameName = matches
    .slice(1)
    .filter((match) => match.name === best.name && best.score - match.score < 1)
    .map((match) => match.entry);
  const longer = longerNamed(best.name);
  return [...new Set([...sameName, ...longer])]
    .filter((entry) => entry !== best.entry && sameSort(entry, best.entry))
    .slice(0, MAX_ALTERNATIVES);
}

/** A name that tells one entry from another with the same name: "John the Baptist", not "John". */
export function distinctName(entry: StoryEntry, shared: string, locale: Locale): string {
  const names = entry.names[locale];
  const longer = names.filter((name) => wordsOf(name).length > 1);
  return longer.find((name) => wordsOf(name)[0] === shared.split(" ")[0]) ?? longer[0] ?? names[0];
}

/** How to ask which one the reader means: the other entries' distinct names, when they differ. */
export function alternativeNames(
  main: EntryMatch,
  alternatives: readonly StoryEntry[],
  locale: Locale,
): string[] {
  const chosen = distinctName(main.entry, main.name, locale);
  const names = alternatives.map((entry) => distinctName(entry, main.name, locale));
  return [...new Set(names)].filter(
    (name) => name !== chosen && wordsOf(name).join(" ") !== main.name,
  );
}
