import { BIBLE_BOOKS } from "./books";
import type { ChapterText } from "./chapter";

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
 * Subject, tense, relative and object markers that may stand before a Swahili root:
 * "a-li-u-penda", "wa-me-m-penda", "ku-penda", "m-pendwa".
 */
const SWAHILI_VERB_MORPHEMES = [
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

function isSwahiliPrefix(prefix: string, depth = 0): boolean {
  if (prefix === "") return true;
  if (depth > 5) return false;
  return SWAHILI_VERB_MORPHEMES.some(
    (morpheme) =>
      prefix.startsWith(morpheme) && isSwahiliPrefix(prefix.slice(morpheme.length), depth + 1),
  );
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

const GRAM = 4;

/** Term ids by each four-letter piece they contain, to find the words holding a root quickly. */
export function buildGramIndex(terms: readonly string[]): Map<string, number[]> {
  const grams = new Map<string, number[]>();
  terms.forEach((term, termId) => {
    const seen = new Set<string>();
    for (let start = 0; start + GRAM <= term.length; start += 1) {
      const gram = term.slice(start, start + GRAM);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = grams.get(gram);
      if (list) list.push(termId);
      else grams.set(gram, [termId]);
    }
  });
  return grams;
}

/** Term ids of the words that are forms of a Swahili root (at least four letters). */
export function termsWithRoot(index: SearchIndex, root: string): number[] {
  index.grams ??= buildGramIndex(index.terms);
  const candidates = index.grams.get(root.slice(0, GRAM)) ?? [];
  return candidates.filter((termId) => isSwahiliFormOf(index.terms[termId], root));
}

export interface VerseLocation {
  bookIndex: number;
  chapter: number;
  verse: number;
}

/** An inverted index over every verse of one version, built once and kept in memory. */
export interface SearchIndex {
  verseCount: number;
  bookIndex: Uint8Array;
  chapter: Uint16Array;
  verse: Uint16Array;
  texts: string[];
  /** Folded words of each verse joined by single spaces, for phrase checks. */
  foldedTexts: string[];
  lengths: Uint16Array;
  averageLength: number;
  termIds: Map<string, number>;
  /** Term of each term id. */
  terms: string[];
  /** Terms sorted, for prefix ranges. */
  sortedTerms: string[];
  /** Verse ids containing each term, ascending. */
  postings: Uint32Array[];
  /** Occurrences of the term in the verse, aligned with `postings`. */
  frequencies: Uint8Array[];
  /** English stem → terms sharing it. */
  stems: Map<string, number[]>;
  /** First verse id of each chapter per book id, for reference lookups. */
  chapterStarts: Map<string, number[]>;
  /** Built on the first root search (Swahili). */
  grams?: Map<string, number[]>;
}

/**
 * Indexes every verse. English gets stem groups (love, loved, loving); other languages get the
 * four-letter pieces index used to find Swahili word forms by root.
 */
export function buildSearchIndex(
  chapters: ReadonlyMap<string, ReadonlyArray<Pick<ChapterText, "chapter" | "verses">>>,
  stemmed: boolean,
): SearchIndex {
  let total = 0;
  for (const book of BIBLE_BOOKS)
    for (const chapter of chapters.get(book.id) ?? []) total += chapter.verses.length;

  const bookIndex = new Uint8Array(total);
  const chapterNumbers = new Uint16Array(total);
  const verseNumbers = new Uint16Array(total);
  const lengths = new Uint16Array(total);
  const texts: string[] = new Array(total);
  const foldedTexts: string[] = new Array(total);
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postingLists: number[][] = [];
  const frequencyLists: number[][] = [];
  const chapterStarts = new Map<string, number[]>();
  let id = 0;
  let lengthSum = 0;

  BIBLE_BOOKS.forEach((book, index) => {
    const starts: number[] = [];
    for (const chapter of chapters.get(book.id) ?? []) {
      starts.push(id);
      chapter.verses.forEach((text, verseIndex) => {
        const words = termsOf(text);
        bookIndex[id] = index;
        chapterNumbers[id] = chapter.chapter;
        verseNumbers[id] = verseIndex + 1;
        texts[id] = text;
        foldedTexts[id] = words.join(" ");
        lengths[id] = Math.min(words.length, 65_535);
        lengthSum += words.length;
        const verseTermIds = new Int32Array(words.length);
        words.forEach((term, position) => {
          let termId = termIds.get(term);
          if (termId === undefined) {
            termId = terms.length;
            termIds.set(term, termId);
            terms.push(term);
            postingLists.push([]);
            frequencyLists.push([]);
          }
          verseTermIds[position] = termId;
        });
        verseTermIds.sort();
        for (let start = 0; start < verseTermIds.length;) {
          let end = start + 1;
          while (end < verseTermIds.length && verseTermIds[end] === verseTermIds[start]) end += 1;
          postingLists[verseTermIds[start]].push(id);
          frequencyLists[verseTermIds[start]].push(Math.min(end - start, 255));
          start = end;
        }
        id += 1;
      });
    }
    chapterStarts.set(book.id, starts);
  });

  const stems = new Map<string, number[]>();
  if (stemmed) {
    for (const [term, termId] of termIds) {
      const stem = stemEnglish(term);
      const group = stems.get(stem);
      if (group) group.push(termId);
      else stems.set(stem, [termId]);
    }
  }

  return {
    verseCount: total,
    bookIndex,
    chapter: chapterNumbers,
    verse: verseNumbers,
    texts,
    foldedTexts,
    lengths,
    averageLength: total > 0 ? lengthSum / total : 1,
    termIds,
    terms,
    sortedTerms: [...terms].sort(),
    postings: postingLists.map((list) => Uint32Array.from(list)),
    frequencies: frequencyLists.map((list) => Uint8Array.from(list)),
    stems,
    chapterStarts,
    grams: stemmed ? undefined : buildGramIndex(terms),
  };
}

/** Terms starting with `prefix`, in sorted order. */
export function termsWithPrefix(index: SearchIndex, prefix: string, limit: number): string[] {
  const terms = index.sortedTerms;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let position = low; position < terms.length && found.length < limit; position += 1) {
    if (!terms[position].startsWith(prefix)) break;
    found.push(terms[position]);
  }
  return found;
}
