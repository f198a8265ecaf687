import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { spelledNumber } from "./number-words";

/**
 * Everyday words for things the Bibles name by older ones: readers board a "meli", the Swahili
 * Union Version a "merikebu"; Cana's wedding is a "harusi" to them and an "arusi" in it. Stories
 * are named and described in the Bibles' words, so a question is read in those words before it is
 * matched to one.
 */
const BIBLE_WORDS: ReadonlyMap<string, string> = new Map([
  ["meli", "merikebu"],
  ["boti", "chombo"],
  ["jela", "gereza"],
  ["harusi", "arusi"],
  ["mvinyo", "divai"],
  ["jail", "prison"],
  // Readers cry; in the Bible people weep ("Jesus wept"), and "cried" is mostly crying out.
  ["cry", "weep"],
  ["cried", "wept"],
  ["crying", "weeping"],
]);

/** "Cried out" is a shout, as the Bibles say it too ("Jesus cried out with a loud voice"). */
const CRYING_OUT = "out";

/** The locative ending the everyday word may carry ("melini", "jelani"), kept on the Bible's word. */
const ENDINGS = ["", "ni"];

function bibleWord(word: string): string | undefined {
  for (const ending of ENDINGS) {
    const bible =
      word.endsWith(ending) && BIBLE_WORDS.get(word.slice(0, word.length - ending.length));
    if (bible) return bible + ending;
  }
  return undefined;
}

/**
 * The words with each everyday one in the Bibles' word, and each number also in words ("the 12
 * twelve spies"); the same list when there is neither.
 */
export function inBibleWords(words: readonly string[], locale: Locale): readonly string[] {
  let changed = false;
  const read = words.flatMap((word, at) => {
    const bible = words[at + 1] === CRYING_OUT ? undefined : bibleWord(word);
    const spelled = spelledNumber(word, locale);
    if (bible !== undefined || spelled !== undefined) changed = true;
    return [bible ?? word, ...(spelled ?? [])];
  });
  return changed ? read : words;
}
