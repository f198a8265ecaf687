import "server-only";
import type { StudySubject } from "./closest-subject";
import { isBackground, matchEntries } from "./subjects";
import { matchTeaching } from "./teaching-match";
import { anyTrigger, bilingualTriggers, triggerPosition } from "./text-matching";
import { withoutFraming } from "./framing";
import { matchTopics } from "./topics";

/** Questions comparing two things our content knows: "tofauti kati ya torati na neema". */

const COMPARE = bilingualTriggers(
  ["difference between", "differences between", "compare", "versus", "contrast between"],
  ["tofauti kati ya", "tofauti ya", "tofauti gani", "linganisha"],
);
const SIDE_SEPARATORS = new Set(["and", "or", "vs", "versus", "na", "au", "dhidi"]);
const REFLEXIVES = new Set(["myself", "ourselves", "yourself", "himself", "herself", "themselves"]);

/** Whether the message asks to compare: "comparing myself to my friends" tells of envy instead. */
export function asksToCompare(words: readonly string[]): boolean {
  const comparesOneself = words.some(
    (word, index) =>
      (/^compar/u.test(word) && REFLEXIVES.has(words[index + 1] ?? "")) ||
      /^\p{L}+jilinganisha$/u.test(word),
  );
  return anyTrigger(words, COMPARE) && !comparesOneself;
}

/**
 * One side of a comparison, read with "the" before it when it names nothing without: the sides
 * are set side by side as nouns, often bare ("law and grace" for "the law and grace").
 */
function sideOf(words: readonly string[], message: string): StudySubject | undefined {
  return sideNamed(words, message) ?? sideNamed(["the", ...words], message);
}

function sideNamed(words: readonly string[], message: string): StudySubject | undefined {
  const [entry] = matchEntries(words, message);
  const teaching = matchTeaching(words);
  // "agano jipya katika damu ya Yesu": Jesus, named by most questions, says whose covenant.
  if (entry?.strong && !(teaching && isBackground(entry)))
    return { kind: "entry", entry: entry.entry };
  const [topic] = matchTopics(words);
  if (topic && (!teaching || topic.score >= teaching.score))
    return { kind: "topic", topic: topic.topic };
  if (teaching) return { kind: "teaching", teaching: teaching.teaching };
  return entry ? { kind: "entry", entry: entry.entry } : undefined;
}

/** "the law and grace" → the law, grace; both sides must be something our content knows. */
export function comparison(
  words: readonly string[],
  message: string,
): [StudySubject, StudySubject] | undefined {
  // The sides follow the words that ask to compare: "whats the difference between law and grace".
  const unframed = withoutFraming(words);
  const asked = COMPARE.map((trigger) => ({ trigger, at: triggerPosition(unframed, trigger) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  const after = asked ? unframed.slice(asked.at + asked.trigger.words.length) : unframed;
  // "law versus grace": the word that asks is also the one between the sides.
  const content = after.some((word, index) => index > 0 && SIDE_SEPARATORS.has(word))
    ? after
    : unframed;
  const split = content.findIndex((word, index) => index > 0 && SIDE_SEPARATORS.has(word));
  if (split < 0) return undefined;
  const first = sideOf(content.slice(0, split), message);
  const second = sideOf(content.slice(split + 1), message);
  if (!first || !second) return undefined;
  const same = JSON.stringify(first) === JSON.stringify(second);
  return same ? undefined : [first, second];
}
