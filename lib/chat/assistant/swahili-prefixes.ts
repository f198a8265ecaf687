import { isMadeOfMarkers, SWAHILI_VERB_MARKERS } from "@/lib/bible/word-forms";

/**
 * The markers search reads before a Swahili stem, and those readers' questions add: the negative
 * infinitive, "-ja-" (not yet) and "mu-" ("ni-ta-ku-samehe", "ha-wa-ja-okoka", "kuto-amini").
 */
const ASSISTANT_MARKERS = [...SWAHILI_VERB_MARKERS, "kuto", "ja", "mu"];

const prefixVerdicts = new Map<string, boolean>();

/** Whether `prefix` is made only of markers that can stand before a stem ("nitaku" before "samehe"). */
export function isSwahiliPrefix(prefix: string): boolean {
  const known = prefixVerdicts.get(prefix);
  if (known !== undefined) return known;
  const verdict = isMadeOfMarkers(prefix, ASSISTANT_MARKERS, 4);
  if (prefixVerdicts.size < 10_000) prefixVerdicts.set(prefix, verdict);
  return verdict;
}
