import "server-only";
import { EVERYDAY_NAMES } from "./bible-names";
import { STORY_ENTRIES, type StoryEntry, type StoryKind } from "./content";
import { kinNamedAfter, writtenAsName } from "./names-in-text";
import { STOPWORDS } from "./stopwords";
import {
  compileNames,
  scatteredPositions,
  triggerPosition,
  wordsOf,
  type Trigger,
} from "./text-matching";

/** A person, place or event the message names, with how surely it names it. */
export interface EntryMatch {
  entry: StoryEntry;
  score: number;
  /** Named by a proper noun or a phrase of several words, not by one common word. */
  strong: boolean;
  /** The name as the message wrote it, folded ("john", "yohana mbatizaji"). */
  name: string;
  /** Words of the message beyond the name that the entry's summary uses. */
  context: number;
  /** Where the name ends in the message; -1 for an entry found by description. */
  position: number;
  /**
   * Named only by everyday words out of the name's order ("son … two" for "two sons", "disciples
   * … called" for "the calling of the disciples"): a story the words tell goes before it.
   */
  outOfOrder?: boolean;
}

export interface CompiledName {
  entry: StoryEntry;
  trigger: Trigger;
  text: string;
  primary: boolean;
  strength: number;
  /** A one-word name that is also an everyday word ("Job", "Hawa", "Ana"): capitalized only. */
  capitalizedOnly: boolean;
}

/** The subject of the whole Bible: named in most questions, so it never outranks a narrower one. */
const BACKGROUND_ENTRY_ID = "jesus";

const NAME_FILLER = new Set(["the", "of", "a", "and", "in", "na", "ya", "wa", "la", "kwa", "za"]);

function strengthOf(trigger: Trigger): number {
  return trigger.words.reduce(
    (sum, word) => sum + (word.proper ? 2 : NAME_FILLER.has(word.text) ? 0 : 1),
    0,
  );
}

function compileEntry(entry: StoryEntry): CompiledName[] {
  return (["en", "sw"] as const).flatMap((language) => {
    const names = entry.names[language].map((name) => name.replace(/^the\s+/iu, ""));
    return compileNames(names, language).map((trigger, index) => ({
      entry,
      trigger,
      text: trigger.words.map((word) => word.text).join(" "),
      primary: index === 0,
      strength: strengthOf(trigger),
      capitalizedOnly: trigger.words.length === 1 && EVERYDAY_NAMES.has(trigger.words[0].text),
    }));
  });
}

/** Every name of every entry, prepared for matching. */
export const COMPILED_NAMES: readonly CompiledName[] = STORY_ENTRIES.flatMap(compileEntry);
const SUMMARY_WORDS = new Map(
  STORY_ENTRIES.map((entry) => [
    entry.id,
    new Set([...wordsOf(entry.summary.en), ...wordsOf(entry.summary.sw)]),
  ]),
);

/** The words of the entry's summary in both languages, folded. */
export function summaryWords(entry: StoryEntry): ReadonlySet<string> {
  return SUMMARY_WORDS.get(entry.id) ?? new Set();
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, index) => start + index);
}

interface Found {
  name: CompiledName;
  /** The message's words that make up the name. */
  positions: Set<number>;
  /** The words came apart in the message, which makes the name a little less certain. */
  scattered: boolean;
}

/** The first word of every name that is no everyday word: "samweli", "adam", "elkana". */
let namesAlone: ReadonlySet<string> | undefined;
function isNameAlone(word: string | undefined): boolean {
  namesAlone ??= new Set(
    COMPILED_NAMES.filter(({ capitalizedOnly }) => !capitalizedOnly).map(
      ({ trigger }) => trigger.words[0].text,
    ),
  );
  return word !== undefined && namesAlone.has(word);
}

/** Proper nouns of the message, to skip quickly the names that cannot occur in it. */
function properWordsPresent(words: readonly string[]): Set<string> {
  return new Set([
    ...words,
    ...words.filter((word) => word.endsWith("s")).map((word) => word.slice(0, -1)),
  ]);
}

/** Words of a name this far apart, or out of order, may belong to two thoughts. */
const SCATTERED_NAME_SPAN = 6;

/**
 * Whether the words of a name stand far apart or out of its order: "Yesu alimfufua Lazaro …
 * kaburini" hardly names the tomb of Jesus, though "the bush that was on fire but did not burn"
 * is the burning bush.
 */
function loosely(positions: readonly number[]): boolean {
  return (
    !inOrder(positions) || Math.max(...positions) - Math.min(...positions) >= SCATTERED_NAME_SPAN
  );
}

function inOrder(positions: readonly number[]): boolean {
  return positions.every((position, index) => index === 0 || position > positions[index - 1]);
}

function positionsOf(
  name: CompiledName,
  words: readonly string[],
): { positions: number[]; scattered: boolean } | undefined {
  // One everyday Swahili word names an event only in its own forms ("mana" is not in "manabii").
  const oneSwahiliWord = name.trigger.language === "sw" && name.strength === 1;
  const start = oneSwahiliWord ? -1 : triggerPosition(words, name.trigger);
  if (start >= 0)
    return { positions: range(start, start + name.trigger.words.length), scattered: false };
  // A name of everyday words only ("I AM WHO I AM") is that name only when written whole.
  if (name.trigger.words.every((word) => STOPWORDS.has(word.text))) return undefined;
  const positions = scatteredPositions(words, name.trigger, NAME_FILLER);
  return positions && { positions, scattered: true };
}

function namesFound(
  words: readonly string[],
  message: string,
  askedWho: boolean,
  clauseStart: number,
): Found[] {
  const proper = properWordsPresent(words);
  const found: Found[] = [];
  for (const name of COMPILED_NAMES) {
    if (name.strength === 0) continue;
    if (name.trigger.words.some((word) => word.proper && !proper.has(word.text))) continue;
    if (
      name.capitalizedOnly &&
      !writtenAsName(message, name.text, askedWho) &&
      !kinNamedAfter(words, name.text, isNameAlone)
    )
      continue;
    const at = positionsOf(name, words);
    // "The Simon who offered Peter money" names two people, one on each side of the clause; "the
    // bush that was on fire but did not burn" is still the burning bush the clause describes.
    const straddles =
      at?.scattered &&
      name.trigger.words.every((word) => word.proper) &&
      Math.min(...at.positions) < clauseStart &&
      Math.max(...at.positions) >= clauseStart;
    if (at && !straddles)
      found.push({ name, positions: new Set(at.positions), scattered: at.scattered });
  }
  // "John the Baptist" is one name, not also "John": drop names inside a longer one.
  return found.filter(
    (inner) =>
      !found.some(
        (outer) =>
          outer.positions.size > inner.positions.size &&
          [...inner.positions].every((position) => outer.positions.has(position)),
      ),
  );
}

/** Words of how a question is asked, which say nothing about which John it means. */
export const ASKING_WORDS: ReadonlySet<string> = new Set([
  "alikuwa",
  "walikuwa",
  "ilikuwa",
  "happened",
  "story",
  "tell",
  "about",
  "matter",
  "mean",
]);

/** Words of the message beyond the names, found in the entry's summary: context that picks one John. */
function contextWords(entry: StoryEntry, words: readonly string[], named: Set<number>): number {
  const summary = summaryWords(entry);
  return words.filter(
    (word, index) =>
      !named.has(index) &&
      word.length > 3 &&
      !STOPWORDS.has(word) &&
      !ASKING_WORDS.has(word) &&
      summary.has(word),
  ).length;
}

/**
 * The people, places and events the message names, best first. Names from `clauseStart` on stand
 * in a relative clause ("Herode aliyemuua Yohana Mbatizaji"): they describe the one named before
 * it, who comes first, and their words are context telling which Herod is meant.
 */
export function matchEntries(
  words: readonly string[],
  message: string,
  preferredKinds: readonly StoryKind[] = [],
  clauseStart = words.length,
): EntryMatch[] {
  const found = namesFound(words, message, preferredKinds.includes("person"), clauseStart);
  // A name "before" a clause is wholly before it: "which king … David" does not name King David.
  const endOf = ({ positions }: Found) => Math.max(...positions);
  const named = new Set(
    found.filter((name) => endOf(name) < clauseStart).flatMap(({ positions }) => [...positions]),
  );
  const beforeClause = (match: EntryMatch) => Number(match.position < clauseStart);
  const best = new Map<string, EntryMatch>();
  for (const { name, scattered, positions } of found) {
    const { entry } = name;
    const context = Math.min(3, contextWords(entry, words, named));
    const loose = scattered && loosely([...positions]);
    const score =
      2 * name.strength -
      (scattered ? 1 : 0) -
      (loose ? 1 : 0) +
      (name.primary ? 0.5 : 0) +
      (preferredKinds.includes(entry.kind) ? 1 : 0) +
      0.3 * context;
    const match = {
      entry,
      score,
      strong: name.strength >= 2,
      outOfOrder:
        scattered && !inOrder([...positions]) && name.trigger.words.every((word) => !word.proper),
      name: name.text,
      context,
      position: Math.max(...positions),
    };
    // Named before the clause and again in it ("the Simon who offered Peter money"), an entry is
    // asked about by the first name; the clause's name only describes whoever that is.
    const previous = best.get(entry.id);
    const earlier = previous && beforeClause(previous) - beforeClause(match);
    if (previous && (earlier === 1 || (earlier === 0 && previous.score >= score))) continue;
    best.set(entry.id, match);
  }
  // Named as surely, the one named first is asked about: "Naomi and Ruth" is Naomi's story.
  const matches = [...best.values()].sort(
    (a, b) => beforeClause(b) - beforeClause(a) || b.score - a.score || a.position - b.position,
  );
  const narrower = matches.filter((match) => !isBackground(match));
  return narrower.length > 0 ? narrower : matches;
}

/** Whether the match is the subject of the whole Bible, named in passing by most questions. */
export function isBackground(match: EntryMatch): boolean {
  return match.entry.id === BACKGROUND_ENTRY_ID;
}
