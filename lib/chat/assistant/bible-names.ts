import "server-only";
import { JESUS_TEACHINGS, STORY_ENTRIES, TOPICS } from "./content";
import { foldText } from "./fold-text";

/**
 * Names that are also everyday words in English or Swahili ("my job", "hawa" = these, "hana" =
 * has not); a message names the person only when it writes the name with a capital.
 */
export const EVERYDAY_NAMES = new Set([
  "job",
  "mark",
  "lot",
  "eve",
  "will",
  "israel",
  "mara",
  "hawa",
  "hana",
  "ana",
  "lea",
  "kana",
  "eli",
  "sara",
  "mika",
  "sila",
]);

const WORD = /[^\p{L}\p{N}'’]+/u;

/** The words of the texts our content writes in lower case: everyday words, whatever else they name. */
function lowerCaseWords(texts: readonly string[]): Set<string> {
  return new Set(
    texts.flatMap((text) =>
      text
        .split(WORD)
        .filter((word) => word.length > 0 && !/^\p{Lu}/u.test(word))
        .map(foldText),
    ),
  );
}

/**
 * The words of the Swahili names of the Bible's people and places that our content never writes
 * in lower case: names only, not everyday words ("Bwana", "Mkuu", "Pacha" are both).
 */
function swahiliNamesOnly(): Set<string> {
  const everyday = lowerCaseWords([
    ...TOPICS.flatMap((topic) => [...topic.triggers.sw, topic.title.sw, topic.summary.sw]),
    ...JESUS_TEACHINGS.flatMap((teaching) => [...teaching.triggers.sw, teaching.summary.sw]),
    ...STORY_ENTRIES.flatMap((entry) => [...entry.names.sw, entry.summary.sw]),
  ]);
  const names = STORY_ENTRIES.filter(({ kind }) => kind === "person" || kind === "place")
    .flatMap((entry) => entry.names.sw)
    .flatMap((name) => name.split(WORD).filter((word) => /^\p{Lu}/u.test(word)))
    .map(foldText);
  return new Set(names.filter((word) => !everyday.has(word) && !EVERYDAY_NAMES.has(word)));
}

const SWAHILI_NAMES_ONLY = swahiliNamesOnly();

/**
 * Whether the word is a Swahili name of someone or somewhere in the Bible and nothing else: such a
 * name is no form of a word it happens to contain ("Zakayo" is not "zaka", the tithe; "Naamani"
 * not "amani", peace; "Adamu" not "damu", blood).
 */
export function isSwahiliNameOnly(word: string): boolean {
  return SWAHILI_NAMES_ONLY.has(word);
}
