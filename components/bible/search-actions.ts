import { apiEnvelope } from "@/lib/api/client";
import type { BibleBookResponseItem, SearchPage } from "@/lib/bible/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { loadBibleBooks } from "./books-cache";
import { readerActions, readerState } from "./reader-store";
import { matchingBooks } from "./search-matching";

/*
 * What submitting the search box does. Loaded when the reader first uses the search box, so
 * reading a chapter costs neither this code nor the books request.
 */

let books: {
  locale: Locale;
  list: Promise<BibleBookResponseItem[] | null>;
  /** The list has arrived (or failed): a search needs no 'Loading Bible books...' text. */
  settled: boolean;
} | null = null;

/**
 * Starts loading the books list (from the device when fresh). `onError` runs when the request
 * fails with nothing stored; searches then go straight to the verses.
 */
export function prepareBooks(locale: Locale, onError: () => void): void {
  if (books?.locale === locale) return;
  const entry: NonNullable<typeof books> = { locale, list: Promise.resolve(null), settled: false };
  entry.list = loadBibleBooks(locale)
    .then(
      (result) => result.books,
      () => {
        onError();
        return null;
      },
    )
    .finally(() => {
      entry.settled = true;
    });
  books = entry;
}

/** Book names first (the spec's rule), then the verses of the whole Bible. */
export async function runSearch(
  rawText: string,
  {
    locale,
    searchFailed,
    searchOffline,
    onBooksError,
  }: { locale: Locale; searchFailed: string; searchOffline: string; onBooksError: () => void },
): Promise<void> {
  const text = rawText.trim();
  if (!text) {
    readerActions.clearSearch();
    return;
  }
  const isCurrent = readerActions.startSearch();
  prepareBooks(locale, onBooksError);
  if (!books?.settled) readerActions.setSearch({ status: "loading-books", query: text });
  const bookMatches = matchingBooks((await books?.list) ?? [], text, locale);
  if (!isCurrent()) return;
  if (bookMatches.length > 0) {
    readerActions.setSearch({ status: "books", query: text, books: bookMatches });
    return;
  }
  readerActions.setSearch({ status: "searching", query: text });
  try {
    const page = await searchPage(text, 0, locale);
    if (isCurrent())
      readerActions.setSearch({
        status: "verses",
        query: text,
        results: page.data,
        total: page.total,
      });
  } catch {
    if (isCurrent())
      readerActions.setSearch({
        status: "error",
        query: text,
        message: navigator.onLine ? searchFailed : searchOffline,
      });
  }
}

/** Verses a search shows at once, and adds with each 'Show more'. */
export const SEARCH_PAGE_SIZE = 50;

function searchPage(text: string, offset: number, locale: Locale): Promise<SearchPage> {
  const query = new URLSearchParams({
    search: text,
    limit: String(SEARCH_PAGE_SIZE),
    offset: String(offset),
  });
  return apiEnvelope<SearchPage>(`bible/search/books/?${query}`, { locale });
}

/** The next page of the verses on screen, added below them. */
export async function loadMoreVerses(locale: Locale): Promise<void> {
  const shown = readerState().search;
  if (shown.status !== "verses" || shown.more === "loading") return;
  const isCurrent = readerActions.continueSearch();
  readerActions.setSearch({ ...shown, more: "loading" });
  try {
    const page = await searchPage(shown.query, shown.results.length, locale);
    if (isCurrent())
      readerActions.setSearch({
        ...shown,
        results: [...shown.results, ...page.data],
        total: page.total,
        more: undefined,
      });
  } catch {
    if (isCurrent()) readerActions.setSearch({ ...shown, more: "failed" });
  }
}
