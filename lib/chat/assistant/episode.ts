import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { StoryEntry } from "./content";
import { tellsDeedDone } from "./english-forms";
import { chapterVerses, contentReference, passageText } from "./scripture";
import { WHO } from "./study-phrases";
import type { EntryMatch } from "./subjects";
import { tellingQuestionWords, tellingWordsOf, tells, type TellingWords } from "./telling-words";
import { anyTrigger, finiteStem, wordsOf } from "./text-matching";

/**
 * A question naming one episode of a longer story ("Joseph and Potiphar's wife", "Yusufu na mke
 * wa Potifa") is answered by that episode's passage, not by the one the story's passages open with
 * (Joseph forgiving his brothers).
 */

/** One word shared with a chapter proves little ("Yesu alimfufua Lazaro" is John 11, not 12). */
const MIN_EPISODE_WORDS = 2;

const TEXT_WORDS = new Map<string, TellingWords>();

/** The words of a passage, or of its whole chapter, in the reader's language. */
function textWords(text: string, locale: Locale, whole: "passage" | "chapter"): TellingWords {
  const key = `${locale}:${whole}:${text}`;
  const known = TEXT_WORDS.get(key);
  if (known) return known;
  const reference = contentReference(text);
  const verses =
    whole === "chapter" ? chapterVerses(reference, locale) : [passageText(reference, locale)];
  const telling = tellingWordsOf(verses.flatMap(wordsOf));
  TEXT_WORDS.set(key, telling);
  return telling;
}

/** Words of the question beyond the entry's own names and the way the question is asked. */
function episodeWords(entry: StoryEntry, words: readonly string[]): string[] {
  return tellingQuestionWords(
    words,
    new Set([...entry.names.en, ...entry.names.sw].flatMap(wordsOf)),
  );
}

/**
 * The passages of the person asked about with those telling of more of the question's words
 * first, in their own order otherwise. A word every passage tells ("Yusufu", "God") picks out no
 * episode. Asked who someone was ("Stefano alikuwa nani katika kanisa la kwanza"), or describing
 * whom it means, the question's words tell the person apart, and the whole story is answered.
 */
export function episodeFirst(
  { entry, name }: EntryMatch,
  words: readonly string[],
  locale: Locale,
): readonly string[] {
  if (entry.kind !== "person") return namedEpisodeFirst(entry, name, locale);
  if (name === "" || anyTrigger(words, WHO)) return entry.passages;
  const asked = episodeWords(entry, words);
  // An episode is told in its chapter beyond the passage's few verses: "Potiphar" is named in
  // Genesis 39:1, before the verses where his wife tempts Joseph.
  const counts = (whole: "passage" | "chapter") => {
    const telling = entry.passages.map((text) => textWords(text, locale, whole));
    const picking = asked.filter((word) => !telling.every((passage) => tells(word, passage)));
    return telling.map((passage) => picking.filter((word) => tells(word, passage)).length);
  };
  const [inChapter, inPassage] = [counts("chapter"), counts("passage")];
  if (Math.max(...inChapter) < MIN_EPISODE_WORDS) return entry.passages;
  return entry.passages
    .map((text, index) => ({ text, index }))
    .sort(
      (a, b) =>
        inChapter[b.index] - inChapter[a.index] ||
        inPassage[b.index] - inPassage[a.index] ||
        a.index - b.index,
    )
    .map(({ text }) => text);
}

/** Whether a passage, as our content writes it, tells every one of the words in the language's text. */
export function passageTellsAll(text: string, words: readonly string[], locale: Locale): boolean {
  const telling = textWords(text, locale, "passage");
  return words.every((word) => tells(word, telling));
}

/**
 * How many of the words one story of the entry tells: a person's likeliest episode, the chapter
 * of one of its passages; an event's chapters together, since they tell one story.
 */
export function wordsToldBy(entry: StoryEntry, words: readonly string[], locale: Locale): number {
  const told = (telling: TellingWords) => words.filter((word) => tells(word, telling)).length;
  const chapters = entry.passages.map((text) => textWords(text, locale, "chapter"));
  if (entry.kind === "person") return Math.max(0, ...chapters.map(told));
  return words.filter((word) => chapters.some((telling) => tells(word, telling))).length;
}

/**
 * How many of a passage's words tell the word, a Swahili verb also by its stem: "alipolia" is told
 * three times in John 11:32-36 ("analia", "wanalia", "akalia"), once in 11:39-44, crying aloud.
 */
function timesTold(word: string, passage: TellingWords, locale: Locale): number {
  const stem = locale === "sw" ? finiteStem(word) : undefined;
  const byStem = stem ? [...passage.words].filter((told) => finiteStem(told) === stem).length : 0;
  return Math.max(tells(word, passage) ? 1 : 0, byStem);
}

/**
 * An event named by one of its moments, a deed told in its verb ("Jesus wept", "Yesu alipolia",
 * "Moses died"), is answered by the passage telling that deed most first: the raising of Lazarus
 * by John 11:32-36, where Jesus weeps, not by Lazarus coming out of the tomb. A name of things
 * ("the flood", "kichwa cha Yohana") keeps the story's own order, and so does a verb every
 * passage tells.
 */
function namedEpisodeFirst(entry: StoryEntry, name: string, locale: Locale): readonly string[] {
  const telling = entry.passages.map((text) => textWords(text, locale, "passage"));
  const picking = wordsOf(name).filter(
    (word) =>
      (locale === "sw" ? finiteStem(word) !== undefined : tellsDeedDone(word)) &&
      !telling.every((passage) => timesTold(word, passage, locale) > 0),
  );
  const counts = telling.map((passage) =>
    picking.reduce((sum, word) => sum + timesTold(word, passage, locale), 0),
  );
  if (Math.max(0, ...counts) === 0) return entry.passages;
  return entry.passages
    .map((text, index) => ({ text, index }))
    .sort((a, b) => counts[b.index] - counts[a.index] || a.index - b.index)
    .map(({ text }) => text);
}
