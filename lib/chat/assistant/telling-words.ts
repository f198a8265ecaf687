import "server-only";
import { englishStem } from "./english-forms";
import { STOPWORDS } from "./stopwords";
import { ASKING_WORDS } from "./subjects";
import { hasSwahiliKey, swahiliTriggerKey } from "./swahili-stem";

/**
 * A set of words prepared so that a question's word is found in it in any of its forms: "sold" in
 * "sell", "potiphars" in "Potiphar", "kuuzwa" in "walimwuza".
 */
export interface TellingWords {
  words: ReadonlySet<string>;
  englishStems: ReadonlySet<string>;
  swahiliKeys: readonly string[];
}

export function tellingWordsOf(folded: Iterable<string>): TellingWords {
  const words = new Set(folded);
  const swahiliKeys = [...words].map(swahiliTriggerKey).filter((key) => key !== undefined);
  return {
    words,
    englishStems: new Set([...words].map(englishStem)),
    swahiliKeys: [...new Set(swahiliKeys)],
  };
}

/** Whether the word, in either language, is one of the telling words. */
export function tells(word: string, { words, englishStems, swahiliKeys }: TellingWords): boolean {
  return (
    words.has(word) ||
    englishStems.has(englishStem(word)) ||
    swahiliKeys.some((key) => hasSwahiliKey(word, key))
  );
}

/**
 * Words of the question that may tell something: not the names already matched, nor how the
 * question is asked.
 */
export function tellingQuestionWords(
  words: readonly string[],
  named: ReadonlySet<string>,
): string[] {
  return words.filter(
    (word) =>
      word.length > 2 && !named.has(word) && !STOPWORDS.has(word) && !ASKING_WORDS.has(word),
  );
}
