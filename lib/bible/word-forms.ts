/**
 * Words as the search sees them: folded to lowercase without diacritics, and the word forms of
 * English (stems) and Swahili (roots behind noun-class and verb prefixes).
 */

/** A word in a verse, with its place in the original text. */
export interface Token {
  term: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** Lowercase without diacritics, possessive "’s" or apostrophes ("God’s" → "god", "ng’ombe" → "ngombe"). */
export function foldTerm(word: string): string {
  let folded = ASCII.test(word)
    ? word.toLowerCase()
    : word
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase();
  if (folded.includes("'") || folded.includes("’")) {
    folded = folded.replace(/['’]s$/u, "").replace(/['’]/gu, "");
  }
  return folded;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = foldTerm(match[0]);
    if (term) tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The folded words of a text, in order. */
export function termsOf(text: string): string[] {
  const words: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const term = foldTerm(word);
    if (term) words.push(term);
  }
  return words;
}

/**
 * A light English stemmer: enough to group love, loves, loved and loving, or bless, blessed,
 * blesses and blessing, without Porter's cost and without merging unrelated words.
 */
export function stemEnglish(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  let stem = term;
  if (stem.endsWith("ies") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith("sses")) stem = stem.slice(0, -2);
  else if (/[sxz]es$|[cs]hes$/.test(stem) && stem.length > 4) stem = stem.slice(0, -2);
  else if (stem.endsWith("s") && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  else if (stem.endsWith("ied") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith("ed") && stem.length > 4 && !stem.endsWith("eed"))
    stem = stem.slice(0, -2);
  else if (stem.endsWith("ing") && stem.length > 5) stem = stem.slice(0, -3);
  if (stem !== term && /([b-df-hj-kmnp-rtv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem)) {
    stem = stem.slice(0, -1);
  }
  if (stem.length > 3 && stem.endsWith("e") && !stem.endsWith("ee")) stem = stem.slice(0, -1);
  return stem;
}

/** Noun-class and infinitive prefixes stripped from a Swahili query word to reach its root. */
const SWAHILI_CLASS_PREFIXES = ["ku", "wa", "mw", "vi", "vy", "ki", "ch", "ma", "mi", "u", "m"];

/**
 * Subject, tense, negation and object markers that may stand before a Swahili root:
 * "a-li-u-penda", "wa-me-m-penda", "ku-penda", "m-pendwa".
 */
export const SWAHILI_VERB_MARKERS = [
  "nge",
  "ngali",
  "ali",
  "ana",
  "ata",
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
];

/** Search also reads through relative markers: "a-li-ye-penda", "a-na-po-penda". */
const SWAHILI_SEARCH_MARKERS = [
  ...SWAHILI_VERB_MARKERS,
  "ye",
  "o",
  "po",
  "ko",
  "mo",
  "cho",
  "vyo",
  "lo",
  "zo",
];

/** Whether `prefix` is made only of `markers`, at most `maxDepth + 1` of them. */
export function isMadeOfMarkers(
  prefix: string,
  markers: readonly string[],
  maxDepth: number,
  depth = 0,
): boolean {
  if (prefix === "") return true;
  if (depth > maxDepth) return false;
  return markers.some(
    (marker) =>
      prefix.startsWith(marker) &&
      isMadeOfMarkers(prefix.slice(marker.length), markers, maxDepth, depth + 1),
  );
}

function isSwahiliPrefix(prefix: string): boolean {
  return isMadeOfMarkers(prefix, SWAHILI_SEARCH_MARKERS, 5);
}

/** A Swahili noun without its class prefix: "upendo", "mapendo" and "pendo" share "pendo". */
export function swahiliNounCore(term: string): string {
  const prefix = SWAHILI_CLASS_PREFIXES.find(
    (candidate) => term.startsWith(candidate) && term.length - candidate.length >= 4,
  );
  return prefix ? term.slice(prefix.length) : term;
}

/**
 * The root of a Swahili word as a search key: one class prefix and the final vowel removed
 * ("upendo" → "pend", "kupenda" → "pend"). Undefined when too little would remain to match safely.
 */
export function swahiliRoot(term: string): string | undefined {
  let root = swahiliNounCore(term);
  if (/[aeiou]$/.test(root)) root = root.slice(0, -1);
  return root.length >= 4 && !/\d/.test(root) ? root : undefined;
}

/**
 * Endings after a root: a final vowel, optionally after a passive or reciprocal extension, then
 * optionally a relative or locative suffix ("pend-o", "pend-wa", "pend-ane", "pend-a-ye", "pend-a-o").
 * Longer extensions change the meaning ("pend-eza", to please) and are left out.
 */
const SWAHILI_ENDING = /^(?:(?:w|an|ew|iw)?[aeiou](?:ye|o|cho|vyo|lo|po|ko|mo|zo|yo|ni)?)?$/;

/** Whether a word is a form of a Swahili root: known markers before it, a plain ending after. */
export function isSwahiliFormOf(term: string, root: string): boolean {
  const at = term.indexOf(root);
  if (at < 0) return false;
  return SWAHILI_ENDING.test(term.slice(at + root.length)) && isSwahiliPrefix(term.slice(0, at));
}
