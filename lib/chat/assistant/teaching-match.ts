import "server-only";
import { JESUS_TEACHINGS, type Teaching } from "./content";
import { bilingualTriggers, triggerPosition, triggerScore, type Trigger } from "./text-matching";

/** A teaching of Jesus the message names by its own words, with how surely it names it. */
export interface TeachingMatch {
  teaching: Teaching;
  score: number;
}

const COMPILED_TEACHINGS = JESUS_TEACHINGS.map((teaching) => ({
  teaching,
  triggers: bilingualTriggers(teaching.triggers.en, teaching.triggers.sw, { swahiliRoots: true }),
}));

/** Where the first of the triggers found in the words stands. */
function firstPosition(words: readonly string[], triggers: readonly Trigger[]): number {
  const found = triggers.map((trigger) => triggerPosition(words, trigger)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : words.length;
}

/**
 * The teaching of Jesus whose words occur in the message, if any; of two its words name alike,
 * the one named first is asked about ("mimi ni mzabibu … kutupwa motoni": the vine, then a
 * question on it).
 */
export function matchTeaching(words: readonly string[]): TeachingMatch | undefined {
  let best: (TeachingMatch & { position: number }) | undefined;
  for (const { teaching, triggers } of COMPILED_TEACHINGS) {
    const score = triggerScore(words, triggers);
    if (score <= 0 || (best && score < best.score)) continue;
    const position = firstPosition(words, triggers);
    if (!best || score > best.score || position < best.position)
      best = { teaching, score, position };
  }
  return best && { teaching: best.teaching, score: best.score };
}
