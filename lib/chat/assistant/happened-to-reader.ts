import "server-only";
import type { Found } from "./asked-need";

/**
 * What was done to the reader, told as the verb of their sentence ("nimetapeliwa", "I was
 * retrenched", "they conned me"), is what they need help with; where it happened ("wakala wa
 * kazi za uarabuni") or whom it concerns only sets the scene.
 */

/** The English words after which a reader tells what was done to them: "i was", "we got". */
const SUFFERING_OPENERS: readonly (readonly string[])[] = [
  ["i", "was"],
  ["i", "got"],
  ["i", "have", "been"],
  ["i", "had", "been"],
  ["ive", "been"],
  ["i", "ve", "been"],
  ["i", "am", "being"],
  ["im", "being"],
  ["i", "was", "being"],
  ["we", "were"],
  ["we", "got"],
  ["we", "have", "been"],
  ["weve", "been"],
  ["we", "ve", "been"],
];
/** Words between the opener and the deed: "i was just fired", "i got unfairly dismissed". */
const DEED_SPAN = 2;
/** "Fired", "retrenched", "beaten", "laid (off)": a deed suffered, by its ending or its form. */
const ENGLISH_PARTICIPLE = /^[a-z]{2,}(?:ed|en)$/u;
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set([
  "laid",
  "hit",
  "shot",
  "stung",
  "sold",
  "left",
  "caught",
  "thrown",
]);
/** Whom the deed was done to, right after it: "they scammed me", "the agent conned us". */
const DONE_TO_READER: ReadonlySet<string> = new Set(["me", "us"]);

/**
 * A Swahili verb whose subject is the reader and whose voice is passive, the deed done to them:
 * "ni-me-tapeli-wa", "tu-li-ibi-wa", "ni-ka-fukuz-wa"; three letters of stem at least, and not
 * "-kuwa", so that "nimekuwa" and "nilipokuwa" (I have become, when I was) are none.
 */
const SWAHILI_SUFFERED = /^(?:ni|tu)(?:me|li|ka|na)(?!\p{L}*kuwa$)\p{L}{3,}wa$/u;
/**
 * A Swahili verb whose object is the reader, in a tense of a deed done: "a-me-ni-tapeli",
 * "a-li-tu-dhulumu". The present ("wananiona", they see me) tells more often what others think.
 */
const SWAHILI_DONE_TO_READER = /^(?:a|wa|m|mu|u)(?:me|li|ka)(?:ni|tu)\p{L}{3,}$/u;
/**
 * Since or after a deed done to the reader, told in a passive subjunctive or infinitive: "tangu
 * nifukuzwe kazi", "baada ya kutapeliwa".
 */
const SINCE_SUFFERED = /^(?:ni|tu|ku)\p{L}{3,}w[ae]$/u;
const SINCE: ReadonlySet<string> = new Set(["tangu", "tangia", "baada"]);

/**
 * Steps of a life the reader took or was given, which say where they stand, not what befell
 * them: "i got married", "nimeolewa", "i was saved", "nimezaliwa mara ya pili".
 */
const LIFE_STEPS =
  /^(?:married|engaged|saved|born|baptized|baptised|promoted|employed|blessed|called|chosen|elected|appointed)$|(?:olewa|okolewa|zaliwa|batizwa|chumbiwa|ajiriwa|barikiwa|itwa|chaguliw[ae])$/u;

function englishDeedPositions(words: readonly string[]): number[] {
  const positions: number[] = [];
  words.forEach((word, at) => {
    const deed = ENGLISH_PARTICIPLE.test(word) || IRREGULAR_PARTICIPLES.has(word);
    if (deed && DONE_TO_READER.has(words[at + 1] ?? "")) positions.push(at);
  });
  for (const opener of SUFFERING_OPENERS) {
    for (let at = 0; at + opener.length <= words.length; at += 1) {
      if (!opener.every((word, offset) => words[at + offset] === word)) continue;
      const from = at + opener.length;
      for (let next = from; next < Math.min(words.length, from + DEED_SPAN); next += 1) {
        const word = words[next];
        if (ENGLISH_PARTICIPLE.test(word) || IRREGULAR_PARTICIPLES.has(word)) {
          positions.push(next);
          break;
        }
      }
    }
  }
  return positions;
}

/** Where in the words the reader tells what was done to them. */
export function sufferedPositions(words: readonly string[]): ReadonlySet<number> {
  const positions = new Set(englishDeedPositions(words));
  words.forEach((word, at) => {
    if (SWAHILI_SUFFERED.test(word) || SWAHILI_DONE_TO_READER.test(word)) positions.add(at);
    const since =
      SINCE.has(words[at - 1] ?? "") || (words[at - 2] === "baada" && words[at - 1] === "ya");
    if (since && SINCE_SUFFERED.test(word)) positions.add(at);
  });
  for (const position of positions)
    if (LIFE_STEPS.test(words[position])) positions.delete(position);
  return positions;
}

/** A need told as what was done to the reader gains this much… */
const SUFFERED_NEED_BONUS = 0.5;
/** …and comes before what the rest of the story names (the place, the job, the family) by this. */
const SUFFERED_NEED_LEAD = 0.25;

/**
 * Lifts the topic naming what was done to the reader above those the story's other words name:
 * "nimetapeliwa na wakala wa kazi za uarabuni" is being cheated, told in the Gulf. Asked help
 * and feelings named are weighed after it and still lead ("I feel useless since I was
 * retrenched"), with the deed that caused the feeling close behind, a concern of its own.
 */
export function weighSufferedNeed(content: readonly string[], found: readonly Found[]): void {
  const suffered = sufferedPositions(content);
  if (suffered.size === 0) return;
  const tellsDeed = (needs: ReadonlySet<number>) =>
    [...needs].some((position) => suffered.has(position));
  const storyBest = Math.max(
    0,
    ...found.filter(({ needs }) => !tellsDeed(needs)).map(({ match }) => match.score),
  );
  for (const { match, needs } of found) {
    if (tellsDeed(needs))
      match.score = Math.max(match.score + SUFFERED_NEED_BONUS, storyBest + SUFFERED_NEED_LEAD);
  }
}
