import wellKnownVerses from "@/content/bible/well-known-verses.json";
import type { Locale } from "@/lib/i18n/locales";
import { BIBLE_BOOKS, bookName, getBookById } from "./books";
import { findReferences, parseReference, type BibleReference } from "./reference";
import type { SearchPage } from "./schemas";
import { postingCount } from "./postings";
import {
  hasPhrase,
  phraseTermIds,
  termIdOf,
  termsWithPrefix,
  termsWithRoot,
  termsWithStem,
  type SearchIndex,
} from "./search-index";
import { stemEnglish, swahiliNounCore, swahiliRoot, tokenize } from "./word-forms";
import { topVerses } from "./top-verses";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, MAX_SEARCH_QUERY_LENGTH } from "./search-limits";

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

export interface SearchPageOptions {
  limit?: number;
  offset?: number;
}

interface SearcherState {
  index: SearchIndex;
  locale: Locale;
  /** Each verse's ranking factor: above 1 for the verses readers look for, 1 for the others. */
  popularity: Float32Array;
  /** Index terms each typed word stands for, by word. */
  expansions: Map<string, Expansion[]>;
  scratch: Scratch;
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

function popularityOf(index: SearchIndex): Float32Array {
  const factors = new Float32Array(index.verseCount).fill(1);
  const mark = (references: string[], boost: number) => {
    for (const reference of references) {
      const [bookId, chapter, verse] = reference.split(".");
      const id = verseId(index, bookId, Number(chapter), Number(verse));
      if (id !== undefined) factors[id] = boost;
    }
  };
  mark(wellKnownVerses.well_known, POPULARITY_BOOST.wellKnown);
  mark(wellKnownVerses.most_read, POPULARITY_BOOST.mostRead);
  return factors;
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

interface Expansion {
  termId: number;
  weight: number;
}

function expandTerm(searcher: SearcherState, term: string): Expansion[] {
  const { index, locale, expansions } = searcher;
  const cached = expansions.get(term);
  if (cached) return cached;

  const best = new Map<number, number>();
  const offer = (termId: number | undefined, weight: number) => {
    if (termId !== undefined && weight > (best.get(termId) ?? 0)) best.set(termId, weight);
  };
  offer(termIdOf(index, term), WEIGHT.exact);
  if (locale === "en") {
    for (const termId of termsWithStem(index, stemEnglish(term))) offer(termId, WEIGHT.stem);
  }
  if (term.length >= 3 && !/^\d+$/.test(term)) {
    const byFrequency = termsWithPrefix(index, term, 2_000)
      .map((termId) => ({ termId, df: postingCount(index.postings, termId) }))
      .sort((a, b) => b.df - a.df)
      .slice(0, MAX_PREFIX_TERMS);
    for (const { termId } of byFrequency) offer(termId, WEIGHT.prefix);
  }
  if (locale === "sw") {
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
  expansions.set(term, result);
  return result;
}

interface QueryPlan {
  terms: string[];
  /** The words in order, when there are several. */
  phrase?: string[];
  phraseRequired: boolean;
}

function planQuery(query: string): QueryPlan {
  const quoted = /^["“](.+)["”]$/u.exec(query);
  const tokens = tokenize(quoted ? quoted[1] : query).map((token) => token.term);
  const terms = [...new Set(tokens)].slice(0, MAX_TERMS);
  return {
    terms,
    phrase: tokens.length > 1 ? tokens : undefined,
    phraseRequired: Boolean(quoted) && tokens.length > 1,
  };
}

interface Scratch {
  totals: Float64Array;
  termScores: Float64Array;
  matchedTerms: Uint8Array;
}

function newScratch(verseCount: number): Scratch {
  return {
    totals: new Float64Array(verseCount),
    termScores: new Float64Array(verseCount),
    matchedTerms: new Uint8Array(verseCount),
  };
}

interface RankedVerse {
  id: number;
  score: number;
}

function rankText(
  searcher: SearcherState,
  plan: QueryPlan,
  size: number,
): { ranked: RankedVerse[]; matched: Set<number>; total: number } {
  const { index, popularity } = searcher;
  const { totals, termScores, matchedTerms } = searcher.scratch;
  const touched: number[] = [];
  const matched = new Set<number>();
  const total = index.verseCount;

  for (const term of plan.terms) {
    const termTouched: number[] = [];
    for (const { termId, weight } of expandTerm(searcher, term)) {
      matched.add(termId);
      const { starts, verses, counts } = index.postings;
      const verseCount = postingCount(index.postings, termId);
      const idf = Math.log(1 + (total - verseCount + 0.5) / (verseCount + 0.5));
      for (let position = starts[termId]; position < starts[termId + 1]; position += 1) {
        const id = verses[position];
        const frequency = counts[position];
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
    const phrase = phraseTermIds(index, plan.phrase);
    const withPhrase: number[] = [];
    for (const id of candidates) {
      if (phrase && hasPhrase(index, id, phrase)) {
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
 * Searches the verses of one version, best first.
 * A query that is a reference ("John 3:16", "Yohana 3:16-18", "Zab 23") returns those verses;
 * references inside a longer query come first, followed by the text matches of the other words.
 * Words are matched case- and diacritic-insensitively, with English word forms (love, loved),
 * Swahili forms by root (upendo, pendo, kupenda) and prefixes; every word must match, verses with
 * the words as a phrase rank higher, and so do the verses readers look for most. A query in double
 * quotes must match as a phrase.
 */
function search(
  searcher: SearcherState,
  query: string,
  options: SearchPageOptions = {},
): SearchResults {
  const { index, locale } = searcher;
  const limit = Math.max(1, Math.min(options.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT));
  const offset = Math.max(0, options.offset ?? 0);
  const trimmed = query.replace(/\s+/gu, " ").trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  if (trimmed === "") return { hits: [], total: 0 };

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
    const { ranked, matched, total: textTotal } = rankText(searcher, plan, Math.max(wanted, 1));
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

export interface BibleSearcher {
  search(query: string, options?: SearchPageOptions): SearchResults;
}

/**
 * A search over one version's index, with the state its searches reuse. The server keeps one per
 * version; the service worker builds one from a downloaded translation, so offline results are the
 * server's.
 */
export function createBibleSearcher(index: SearchIndex, locale: Locale): BibleSearcher {
  const searcher: SearcherState = {
    index,
    locale,
    popularity: popularityOf(index),
    expansions: new Map(),
    scratch: newScratch(index.verseCount),
  };
  return { search: (query, options) => search(searcher, query, options) };
}

/** Hits as `GET /bible/search/books/` answers them. */
export function searchPageOf({ hits, total }: SearchResults): SearchPage {
  return {
    data: hits.map((hit) => ({
      book: hit.book,
      chapter: hit.chapter,
      verse: hit.verse,
      text: hit.text,
      book_id: hit.bookId,
      highlights: hit.highlights,
    })),
    total,
  };
}
