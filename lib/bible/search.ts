import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import {
  createBibleSearcher,
  type BibleSearcher,
  type SearchHit,
  type SearchPageOptions,
  type SearchResults,
} from "./search-engine";
import { buildSearchIndex } from "./search-index";
import { loadBible, resolveVersion } from "./text";
import type { BibleVersion } from "./versions";

export type { SearchHit, SearchResults } from "./search-engine";

export interface SearchOptions extends SearchPageOptions {
  version?: string;
}

const cache = globalThis as typeof globalThis & {
  __bibleSearchers?: Map<string, BibleSearcher>;
};

function searcherFor(version: BibleVersion): BibleSearcher {
  const searchers = (cache.__bibleSearchers ??= new Map());
  let searcher = searchers.get(version.id);
  if (!searcher) {
    const index = buildSearchIndex(loadBible(version).chapters, version.locale === "en");
    searcher = createBibleSearcher(index, version.locale);
    searchers.set(version.id, searcher);
  }
  return searcher;
}

/** Builds the search index of a language's text now rather than on the first search. */
export function warmSearchIndex(locale: Locale, version?: string): void {
  const resolved = resolveVersion(locale, version);
  if (resolved) searcherFor(resolved);
}

/**
 * Searches the verses of a language's text (or of the requested version), best first; see
 * `createBibleSearcher` for how words and references match.
 */
export function searchBible(
  locale: Locale,
  query: string,
  options: SearchOptions = {},
): SearchResults {
  const version = resolveVersion(locale, options.version);
  if (!version) return { hits: [], total: 0 };
  return searcherFor(version).search(query, options);
}

/** The requested page of `searchBible`'s hits. */
export function searchVerses(
  locale: Locale,
  query: string,
  options: SearchOptions = {},
): SearchHit[] {
  return searchBible(locale, query, options).hits;
}
