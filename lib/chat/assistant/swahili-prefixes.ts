/**
 * Subject, tense, negation and object markers that can stand before a Swahili stem
 * ("ni-ta-ku-samehe", "ha-wa-ja-okoka"), so a trigger stem matches the inflected word.
 */
const SWAHILI_MARKERS = [
  "ngali",
  "nge",
  "kuto",
  "ali",
  "ana",
  "ata",
  "ja",
  "me",
  "li",
  "na",
  "ta",
  "ka",
  "ki",
  "ku",
  "hu",
  "ha",
  "si",
  "ni",
  "tu",
  "wa",
  "mw",
  "m",
  "u",
  "a",
  "i",
  "zi",
  "vi",
  "ya",
  "ji",
  "ma",
  "mu",
];

const prefixVerdicts = new Map<string, boolean>();

function madeOfMarkers(prefix: string, depth: number): boolean {
  if (prefix === "") return true;
  if (depth > 4) return false;
  return SWAHILI_MARKERS.some(
    (marker) => prefix.startsWith(marker) && madeOfMarkers(prefix.slice(marker.length), depth + 1),
  );
}

/** Whether `prefix` is made only of markers that can stand before a stem ("nitaku" before "samehe"). */
export function isSwahiliPrefix(prefix: string): boolean {
  const known = prefixVerdicts.get(prefix);
  if (known !== undefined) return known;
  const verdict = madeOfMarkers(prefix, 0);
  if (prefixVerdicts.size < 10_000) prefixVerdicts.set(prefix, verdict);
  return verdict;
}
