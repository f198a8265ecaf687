import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import wellKnownVerses from "@/content/bible/well-known-verses.json";
import { BIBLE_BOOKS, bookName, getBookById } from "./books";
import { findReferences, parseReference, type BibleReference } from "./reference";
import {
  buildSearchIndex,
  stemEnglish,
  swahiliNounCore,
  swahiliRoot,
  termsWithPrefix,
  termsWithRoot,
  tokenize,
  type SearchIndex,
} from "./search-index";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, MAX_SEARCH_QUERY_LENGTH } from "./search-limits";
import { loadBible, resolveVersion } from "./text";
import type { BibleVersion } from "./versions";

export interface SearchHit {
  bookId: string;
  /** Book name in the language of the search. */
  book: string;
  chapter: number;
  verse: number;
  text: string;
  score: number;
  /** [start, end) offsets in `text` of the words that matched, for highlighting. */
  highlights: Array<[number, number]>;
}

export interface SearchOptions {
  limit?: number;
  offset?: number;
  version?: string;
}

const MAX_TERMS = 10;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
const REFERENCE_SCORE = 1_000_000;
const PHRASE_BOOST = 3;
/**
 * How much the verses readers look for (content/bible/well-known-verses.json) outrank obscure
 * ones that match as well: enough to lift John 3:16 over a short proverb repeating the word, not
 * enough to lift a verse that barely matches.
 */
const POPULARITY_BOOST = { mostRead: 5, wellKnown: 2.5 } as const;

/** How strongly a word form counts compared with the word as typed. */
const WEIGHT = { exact: 1, nounClass: 0.9, stem: 0.8, prefix: 0.5, root: 0.5 } as const;
const MAX_PREFIX_TERMS = 40;
const MAX_ROOT_TERMS = 200;

const cache = globalThis as typeof globalThis & {
  __bibleSearchIndexes?: Map<string, SearchIndex>;
  __biblePopularity?: Map<string, Float32Array>;
  __bibleSearchExpansions?: Map<string, Expansion[]>;
};

function indexFor(version: BibleVersion): SearchIndex {
  const indexes = (cache.__bibleSearchIndexes ??= new Map());
  let index = indexes.get(version.id);
  if (!index) {
    index = buildSearchIndex(loadBible(version).chapters, version.locale === "en");
    indexes.set(version.id, index);
  }
  return index;
}

/** Each verse's ranking factor: above 1 for the verses readers look for, 1 for the others. */
function popularityFor(version: BibleVersion, index: SearchIndex): Float32Array {
  const factors = (cache.__biblePopularity ??= new Map());
  let factor = factors.get(version.id);
  if (!factor) {
    const built = new Float32Array(index.verseCount).fill(1);
    const mark = (references: string[], boost: number) => {
      for (const reference of references) {
        const [bookId, chapter, verse] = reference.split(".");
        const id = verseId(index, bookId, Number(chapter), Number(verse));
        if (id !== undefined) built[id] = boost;
      }
    };
    mark(wellKnownVerses.well_known, POPULARITY_BOOST.wellKnown);
    mark(wellKnownVerses.most_read, POPULARITY_BOOST.mostRead);
    factors.set(version.id, built);
    factor = built;
  }
  return factor;
}

/** The index position of a verse, when the version has it. */
function verseId(
  index: SearchIndex,
  bookId: string,
  chapter: number,
  verse: number,
): number | undefined {
  const starts = index.chapterStarts.get(bookId);
  const start = starts?.[chapter - 1];
  if (starts === undefined || start === undefined || !getBookById(bookId)) return undefined;
  const end = starts[chapter] ?? nextBookStart(index, bookId);
  return verse >= 1 && start + verse - 1 < end ? start + verse - 1 : undefined;
}

/** Builds the search index of a language's text now rather than on the first search. */
export function warmSearchIndex(locale: Locale, version?: string): void {
  const resolved = resolveVersion(locale, version);
  if (resolved) indexFor(resolved);
}

interface Expansion {
  termId: number;
  weight: number;
}

function expandTerm(index: SearchIndex, version: BibleVersion, term: string): Expansion[] {
  const expansions = (cache.__bibleSearchExpansions ??= new Map());
  const key = `${version.id}\u0000${term}`;
  const cached = expansions.get(key);
  if (cached) return cached;

  const best = new Map<number, number>();
  const offer = (candidate: string, weight: number) => {
    const termId = index.termIds.get(candidate);
    if (termId !== undefined && weight > (best.get(termId) ?? 0)) best.set(termId, weight);
  };
  offer(term, WEIGHT.exact);
  if (version.locale === "en") {
    for (const termId of index.stems.get(stemEnglish(term)) ?? []) {
      if (WEIGHT.stem > (best.get(termId) ?? 0)) best.set(termId, WEIGHT.stem);
    }
  }
  if (term.length >= 3 && !/^\d+$/.test(term)) {
    const byFrequency = termsWithPrefix(index, term, 2_000)
      .map((candidate) => ({ candidate, df: index.postings[index.termIds.get(candidate)!].length }))
      .sort((a, b) => b.df - a.df)
      .slice(0, MAX_PREFIX_TERMS);
    for (const { candidate } of byFrequency) offer(candidate, WEIGHT.prefix);
  }
  if (version.locale === "sw") {
    const root = swahiliRoot(term);
    if (root) {
      const core = swahiliNounCore(term);
      for (const termId of termsWithRoot(index, root).slice(0, MAX_ROOT_TERMS)) {
        const weight =
          swahiliNounCore(index.terms[termId]) === core ? WEIGHT.nounClass : WEIGHT.root;
        if (weight > (best.get(termId) ?? 0)) best.set(termId, weight);
      }
    }
  }

  const result = [...best].map(([termId, weight]) => ({ termId, weight }));
  if (expansions.size > 5_000) expansions.clear();
  expansions.set(key, result);
  return result;
}

interface QueryPlan {
  terms: string[];
  phrase?: string;
  phraseRequired: boolean;
}

function planQuery(query: string): QueryPlan {
  const quoted = /^["“](.+)["”]$/u.exec(query);
  const tokens = tokenize(quoted ? quoted[1] : query).map((token) => token.term);
  const terms = [...new Set(tokens)].slice(0, MAX_TERMS);
  return {
    terms,
    phrase: tokens.length > 1 ? tokens.join(" ") : undefined,
    phraseRequired: Boolean(quoted) && tokens.length > 1,
  };
}

/** Keeps the `size` highest-scoring verse ids, best first. */
function topVerses(candidates: number[], scores: Float64Array, size: number): number[] {
  const better = (a: number, b: number) =>
    scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
  if (candidates.length <= size * 4)
    return candidates.sort((a, b) => (better(a, b) ? -1 : 1)).slice(0, size);
  const heap: number[] = [];
  const siftDown = (start: number) => {
    let position = start;
    for (;;) {
      const left = position * 2 + 1;
      const right = left + 1;
      let worst = position;
      if (left < heap.length && better(heap[worst], heap[left])) worst = left;
      if (right < heap.length && better(heap[worst], heap[right])) worst = right;
      if (worst === position) return;
      [heap[position], heap[worst]] = [heap[worst], heap[position]];
      position = worst;
    }
  };
  for (const candidate of candidates) {
    if (heap.length < size) {
      heap.push(candidate);
      let position = heap.length - 1;
      while (position > 0) {
        const parent = (position - 1) >> 1;
        if (!better(heap[parent], heap[position])) break;
        [heap[parent], heap[position]] = [heap[position], heap[parent]];
        position = parent;
      }
    } else if (better(candidate, heap[0])) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : 1));
}

interface Scratch {
  totals: Float64Array;
  termScores: Float64Array;
  matchedTerms: Uint8Array;
}

const scratchByVersion = new Map<string, Scratch>();

function scratchFor(version: BibleVersion, index: SearchIndex): Scratch {
  let scratch = scratchByVersion.get(version.id);
  if (!scratch || scratch.totals.length !== index.verseCount) {
    scratch = {
      totals: new Float64Array(index.verseCount),
      termScores: new Float64Array(index.verseCount),
      matchedTerms: new Uint8Array(index.verseCount),
    };
    scratchByVersion.set(version.id, scratch);
  }
  return scratch;
}

interface RankedVerse {
  id: number;
  score: number;
}

function rankText(
  index: SearchIndex,
  version: BibleVersion,
  plan: QueryPlan,
  size: number,
): { ranked: RankedVerse[]; matched: Set<number>; total: number } {
  const { totals, termScores, matchedTerms } = scratchFor(version, index);
  const popularity = popularityFor(version, index);
  const touched: number[] = [];
  const matched = new Set<number>();
  const total = index.verseCount;

  for (const term of plan.terms) {
    const termTouched: number[] = [];
    for (const { termId, weight } of expandTerm(index, version, term)) {
      matched.add(termId);
      const postings = index.postings[termId];
      const frequencies = index.frequencies[termId];
      const idf = Math.log(1 + (total - postings.length + 0.5) / (postings.length + 0.5));
      for (let position = 0; position < postings.length; position += 1) {
        const id = postings[position];
        const frequency = frequencies[position];
        const norm = 1 - BM25_B + (BM25_B * index.lengths[id]) / index.averageLength;
        const score = weight * idf * ((frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * norm));
        if (termScores[id] === 0) termTouched.push(id);
        if (score > termScores[id]) termScores[id] = score;
      }
    }
    for (const id of termTouched) {
      if (matchedTerms[id] === 0) touched.push(id);
      totals[id] += termScores[id];
      matchedTerms[id] += 1;
      termScores[id] = 0;
    }
  }

  const termCount = plan.terms.length;
  let candidates = touched.filter((id) => matchedTerms[id] === termCount);
  if (candidates.length === 0 && termCount > 1 && !plan.phraseRequired) {
    // No verse has every word: rank verses by how many of the words they have.
    candidates = touched;
    for (const id of touched) totals[id] *= (matchedTerms[id] / termCount) ** 2;
  }
  if (plan.phrase) {
    const phrase = ` ${plan.phrase} `;
    const withPhrase: number[] = [];
    for (const id of candidates) {
      if (` ${index.foldedTexts[id]} `.includes(phrase)) {
        totals[id] *= PHRASE_BOOST;
        withPhrase.push(id);
      }
    }
    if (plan.phraseRequired) candidates = withPhrase;
  }
  for (const id of candidates) totals[id] *= popularity[id];

  const ranked = topVerses(candidates, totals, size).map((id) => ({ id, score: totals[id] }));
  for (const id of touched) {
    totals[id] = 0;
    matchedTerms[id] = 0;
  }
  return { ranked, matched, total: candidates.length };
}

function referencedVerses(index: SearchIndex, reference: BibleReference): number[] {
  const starts = index.chapterStarts.get(reference.book.id);
  const start = starts?.[reference.chapter - 1];
  if (starts === undefined || start === undefined) return [];
  const end = starts[reference.chapter] ?? nextBookStart(index, reference.book.id);
  const count = end - start;
  const first = reference.verseStart ?? 1;
  const last = Math.min(reference.verseEnd ?? reference.verseStart ?? count, count);
  const ids: number[] = [];
  for (let verse = first; verse <= last; verse += 1) ids.push(start + verse - 1);
  return ids;
}

function nextBookStart(index: SearchIndex, bookId: string): number {
  const position = BIBLE_BOOKS.findIndex((book) => book.id === bookId);
  for (const book of BIBLE_BOOKS.slice(position + 1)) {
    const start = index.chapterStarts.get(book.id)?.[0];
    if (start !== undefined) return start;
  }
  return index.verseCount;
}

function highlightsFor(text: string, matchedTerms: Set<string>): Array<[number, number]> {
  if (matchedTerms.size === 0) return [];
  return tokenize(text)
    .filter((token) => matchedTerms.has(token.term))
    .map((token): [number, number] => [token.start, token.end]);
}

function toHit(
  index: SearchIndex,
  locale: Locale,
  id: number,
  score: number,
  matchedTerms: Set<string>,
): SearchHit {
  const book = BIBLE_BOOKS[index.bookIndex[id]];
  const text = index.texts[id];
  return {
    bookId: book.id,
    book: bookName(book, locale),
    chapter: index.chapter[id],
    verse: index.verse[id],
    text,
    score: Math.round(score * 1000) / 1000,
    highlights: highlightsFor(text, matchedTerms),
  };
}

export interface SearchResults {
  hits: SearchHit[];
  /** How many verses match in all, of which `hits` is the requested page. */
  total: number;
}

/**
 * Searches the verses of a language's text (or of the requested version), best first.
 * A query that is a reference ("John 3:16", "Yohana 3:16-18", "Zab 23") returns those verses;
 * references inside a longer query come first, followed by the text matches of the other words.
 * Words are matched case- and diacritic-insensitively, with English word forms (love, loved),
 * Swahili forms by root (upendo, pendo, kupenda) and prefixes; every word must match, verses with
 * the words as a phrase rank higher, and so do the verses readers look for most. A query in double
 * quotes must match as a phrase.
 */
export function searchBible(
  locale: Locale,
  query: string,
  options: SearchOptions = {},
): SearchResults {
  const limit = Math.max(1, Math.min(options.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT));
  const offset = Math.max(0, options.offset ?? 0);
  const version = resolveVersion(locale, options.version);
  const trimmed = query.replace(/\s+/gu, " ").trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  if (!version || trimmed === "") return { hits: [], total: 0 };
  const index = indexFor(version);

  const wholeReference = parseReference(trimmed);
  const references = wholeReference
    ? [{ reference: wholeReference, raw: trimmed }]
    : findReferences(trimmed);
  const referenceIds = [
    ...new Set(references.flatMap(({ reference }) => referencedVerses(index, reference))),
  ];
  if (wholeReference && referenceIds.length > 0) {
    return {
      hits: referenceIds
        .slice(offset, offset + limit)
        .map((id) => toHit(index, locale, id, REFERENCE_SCORE, new Set())),
      total: referenceIds.length,
    };
  }

  let remainder = trimmed;
  for (const { raw } of references) remainder = remainder.replace(raw, " ");
  const plan = planQuery(remainder.trim());
  const hits: SearchHit[] = referenceIds.map((id) =>
    toHit(index, locale, id, REFERENCE_SCORE, new Set()),
  );
  let total = referenceIds.length;
  if (plan.terms.length > 0) {
    const seen = new Set(referenceIds);
    const wanted = offset + limit - hits.length;
    const {
      ranked,
      matched,
      total: textTotal,
    } = rankText(index, version, plan, Math.max(wanted, 1));
    total += textTotal;
    if (wanted > 0) {
      const matchedTerms = new Set([...matched].map((termId) => index.terms[termId]));
      for (const { id, score } of ranked) {
        if (!seen.has(id)) hits.push(toHit(index, locale, id, score, matchedTerms));
      }
    }
  }
  return { hits: hits.slice(offset, offset + limit), total };
}

/** The requested page of `searchBible`'s hits. */
export function searchVerses(
  locale: Locale,
  query: string,
  options: SearchOptions = {},
): SearchHit[] {
  return searchBible(locale, query, options).hits;
}
