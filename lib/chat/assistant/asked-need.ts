import "server-only";
import { bilingualTriggers, triggerPosition } from "./text-matching";

/**
 * What readers say just before the help they ask for: in "my sister stole from me, how do I
 * forgive her" the theft is the story and the forgiving the need.
 */
const ASK_OPENERS = bilingualTriggers(
  ["how do i", "how can i", "how should i", "how to", "help me", "teach me", "what should i"],
  ["nawezaje", "ninawezaje", "tunawezaje", "nisaidie", "tusaidie", "jinsi ya", "namna ya"],
);

/** The words after an opener that still say what is asked ("how do I stay patient with him"). */
const ASKED_SPAN = 4;

/** A Swahili verb asking how ("nitamsamehe-je", "nimsaidie-je") asks for what it names. */
const ASKING_HOW = /^[a-z]{4,}je$/u;

/** Where in the words the reader names what they ask help with. */
export function askedPositions(words: readonly string[]): ReadonlySet<number> {
  const asked = new Set<number>();
  for (const opener of ASK_OPENERS) {
    const at = triggerPosition(words, opener);
    if (at < 0) continue;
    const from = at + opener.words.length;
    for (let position = from; position < Math.min(words.length, from + ASKED_SPAN); position += 1)
      asked.add(position);
  }
  words.forEach((word, position) => ASKING_HOW.test(word) && asked.add(position));
  return asked;
}
