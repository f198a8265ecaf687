import { BIBLE_BOOKS } from "./books";
import type { ChapterText } from "./chapter";
import { GrowingUint32Array, narrowed, PostingsBuilder, type Postings } from "./postings";
import { isSwahiliFormOf, stemEnglish, termsOf } from "./word-forms";

// The assistant matches words the way the search does.
export { isSwahiliFormOf, stemEnglish, swahiliRoot } from "./word-forms";

/**
 * An inverted index over every verse of one version, built once and kept in memory. Everything
 * per term or per verse is in typed arrays: the index is rebuilt from the text on each start, so
 * its layout can change freely.
 */
export interface SearchIndex {
  verseCount: number;
  bookIndex: Uint8Array;
  chapter: Uint16Array;
  verse: Uint16Array;
  /** Each verse's text: the loaded Bible's own strings, not copies. */
  texts: readonly string[];
  /** Words in each verse (at most 65,535). */
  lengths: Uint16Array;
  averageLength: number;
  /** Term of each term id; ids are numbered in order of first appearance. */
  terms: readonly string[];
  /** Term ids in the sorting order of their terms, for lookups and prefix ranges. */
  sortedTermIds: Uint32Array;
  /** Term ids by English stem, then by id, for stem groups; empty when not stemmed. */
  stemOrder: Uint32Array;
  postings: Postings;
  /** Each verse's words as term ids, in order, for phrase checks. */
  words: Uint16Array | Uint32Array;
  /** Verse v's words are at [wordStarts[v], wordStarts[v + 1]) of `words`. */
  wordStarts: Uint32Array;
  /** First verse id of each chapter per book id, for reference lookups. */
  chapterStarts: Map<string, number[]>;
}

function sortedIds(count: number, compare: (a: number, b: number) => number): Uint32Array {
  const ids = new Uint32Array(count);
  for (let id = 0; id < count; id += 1) ids[id] = id;
  return ids.sort(compare);
}

/** Term ids ordered by English stem, then by id. */
function orderByStem(terms: readonly string[]): Uint32Array {
  const stems = terms.map(stemEnglish);
  return sortedIds(terms.length, (a, b) =>
    stems[a] < stems[b] ? -1 : stems[a] > stems[b] ? 1 : a - b,
  );
}

/**
 * Indexes every verse. English gets stem groups (love, loved, loving); Swahili word forms are
 * found by root when searched (`termsWithRoot`).
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
  // Only while building: afterwards terms are found by binary search over `sortedTermIds`.
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postings = new PostingsBuilder();
  const words = new GrowingUint32Array();
  const wordStarts = new Uint32Array(total + 1);
  const chapterStarts = new Map<string, number[]>();
  let id = 0;
  let lengthSum = 0;

  BIBLE_BOOKS.forEach((book, index) => {
    const starts: number[] = [];
    for (const chapter of chapters.get(book.id) ?? []) {
      starts.push(id);
      chapter.verses.forEach((text, verseIndex) => {
        const verseWords = termsOf(text);
        bookIndex[id] = index;
        chapterNumbers[id] = chapter.chapter;
        verseNumbers[id] = verseIndex + 1;
        texts[id] = text;
        lengths[id] = Math.min(verseWords.length, 65_535);
        lengthSum += verseWords.length;
        wordStarts[id] = words.length;
        for (const term of verseWords) {
          let termId = termIds.get(term);
          if (termId === undefined) {
            termId = terms.length;
            termIds.set(term, termId);
            terms.push(term);
          }
          words.push(termId);
        }
        const verseTermIds = words.values().slice(wordStarts[id]).sort();
        for (let start = 0; start < verseTermIds.length;) {
          let end = start + 1;
          while (end < verseTermIds.length && verseTermIds[end] === verseTermIds[start]) end += 1;
          postings.add(id, verseTermIds[start], end - start);
          start = end;
        }
        id += 1;
      });
    }
    chapterStarts.set(book.id, starts);
  });
  wordStarts[total] = words.length;

  return {
    verseCount: total,
    bookIndex,
    chapter: chapterNumbers,
    verse: verseNumbers,
    texts,
    lengths,
    averageLength: total > 0 ? lengthSum / total : 1,
    terms,
    sortedTermIds: sortedIds(terms.length, (a, b) => (terms[a] < terms[b] ? -1 : 1)),
    stemOrder: stemmed ? orderByStem(terms) : new Uint32Array(0),
    postings: postings.build(terms.length, total),
    words: narrowed(words.values(), Math.max(terms.length - 1, 0)),
    wordStarts,
    chapterStarts,
  };
}

/** Position in `sortedTermIds` of the first term not before `term`. */
function firstTermFrom(index: SearchIndex, term: string): number {
  const { terms, sortedTermIds } = index;
  let low = 0;
  let high = sortedTermIds.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[sortedTermIds[middle]] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The id of a term, when some verse has it. */
export function termIdOf(index: SearchIndex, term: string): number | undefined {
  const termId = index.sortedTermIds[firstTermFrom(index, term)];
  return termId !== undefined && index.terms[termId] === term ? termId : undefined;
}

/** The term ids of a phrase's words; undefined when some word is in no verse. */
export function phraseTermIds(index: SearchIndex, words: string[]): number[] | undefined {
  const termIds: number[] = [];
  for (const word of words) {
    const termId = termIdOf(index, word);
    if (termId === undefined) return undefined;
    termIds.push(termId);
  }
  return termIds;
}

/** Whether a verse has the phrase's words one after another. */
export function hasPhrase(index: SearchIndex, id: number, phrase: number[]): boolean {
  const { words, wordStarts } = index;
  const last = wordStarts[id + 1] - phrase.length;
  for (let start = wordStarts[id]; start <= last; start += 1) {
    let matched = 0;
    while (matched < phrase.length && words[start + matched] === phrase[matched]) matched += 1;
    if (matched === phrase.length) return true;
  }
  return false;
}

/** Ids of the terms starting with `prefix`, in sorted order of the terms. */
export function termsWithPrefix(index: SearchIndex, prefix: string, limit: number): number[] {
  const { terms, sortedTermIds } = index;
  const found: number[] = [];
  for (
    let position = firstTermFrom(index, prefix);
    position < sortedTermIds.length && found.length < limit;
    position += 1
  ) {
    const termId = sortedTermIds[position];
    if (!terms[termId].startsWith(prefix)) break;
    found.push(termId);
  }
  return found;
}

/** Ids of the terms whose English stem is `stem`, ascending. */
export function termsWithStem(index: SearchIndex, stem: string): number[] {
  const { terms, stemOrder } = index;
  let low = 0;
  let high = stemOrder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (stemEnglish(terms[stemOrder[middle]]) < stem) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let position = low; position < stemOrder.length; position += 1) {
    if (stemEnglish(terms[stemOrder[position]]) !== stem) break;
    found.push(stemOrder[position]);
  }
  return found;
}

/**
 * Ids of the words that are forms of a Swahili root (at least four letters), ascending. A scan of
 * every term; the searcher keeps each typed word's forms, and an index of four-letter pieces to
 * narrow the scan held 5 MB for the Swahili text.
 */
export function termsWithRoot(index: SearchIndex, root: string): number[] {
  const found: number[] = [];
  index.terms.forEach((term, termId) => {
    if (isSwahiliFormOf(term, root)) found.push(termId);
  });
  return found;
}
