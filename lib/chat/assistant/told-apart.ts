import "server-only";
import type { StoryEntry } from "./content";
import { longerNamed, sameSort } from "./same-names";
import { summaryWords, type EntryMatch } from "./subjects";
import { tellingQuestionWords, tellingWordsOf, tells, type TellingWords } from "./telling-words";
import { wordsOf } from "./text-matching";

/**
 * Which of the people sharing a name the rest of the question means: "Yusufu kuuzwa na ndugu
 * zake" is Jacob's son, "Joseph and Potiphar's wife" too, "Mary who sat at Jesus' feet" Mary of
 * Bethany. Only words that one of them is told with and the others are not decide.
 */

const TELLING_WORDS = new Map<string, TellingWords>();

/** The words an entry is told with: its summary and all its names, in both languages. */
function tellingWords(entry: StoryEntry): TellingWords {
  const known = TELLING_WORDS.get(entry.id);
  if (known) return known;
  const names = [...entry.names.en, ...entry.names.sw].flatMap(wordsOf);
  const telling = tellingWordsOf([...summaryWords(entry), ...names]);
  TELLING_WORDS.set(entry.id, telling);
  return telling;
}

/** How many words of the question tell of this entry and of none of its rivals. */
function distinctiveCount(
  entry: StoryEntry,
  rivals: readonly StoryEntry[],
  words: readonly string[],
): number {
  const own = tellingWords(entry);
  const others = rivals.filter((rival) => rival !== entry).map(tellingWords);
  return words.filter((word) => tells(word, own) && !others.some((other) => tells(word, other)))
    .length;
}

/**
 * The matches with the one the question tells apart from those sharing its name put first, and
 * the others left out; unchanged when nothing tells them apart, so that the reader is asked.
 */
export function toldApart(matches: readonly EntryMatch[], words: readonly string[]): EntryMatch[] {
  const [best] = matches;
  if (!best || best.name === "") return [...matches];
  const sameNamed = matches.filter((match) => match.name === best.name);
  const longer = longerNamed(best.name).filter((entry) => sameSort(entry, best.entry));
  const rivals = [...new Set([...sameNamed.map(({ entry }) => entry), ...longer])];
  if (rivals.length < 2) return [...matches];
  const asked = tellingQuestionWords(words, new Set(wordsOf(best.name)));
  const counted = rivals
    .map((entry) => ({ entry, count: distinctiveCount(entry, rivals, asked) }))
    .sort((a, b) => b.count - a.count);
  const [first, second] = counted;
  if (first.count === 0 || first.count === second.count) return [...matches];
  const matched = sameNamed.find(({ entry }) => entry === first.entry);
  const chosen: EntryMatch = {
    ...(matched ?? best),
    entry: first.entry,
    context: Math.max(first.count, matched?.context ?? 0),
  };
  return [chosen, ...matches.filter((match) => !rivals.includes(match.entry))];
}
