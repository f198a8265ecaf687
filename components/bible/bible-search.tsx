"use client";

import { Search, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loadBibleBooks, useBibleBooks } from "@/hooks/use-bible-books";
import { apiRequest } from "@/lib/api/client";
import type { BibleBookResponseItem, SearchResult } from "@/lib/bible/schemas";
import { MAX_SEARCH_QUERY_LENGTH } from "@/lib/bible/search-limits";
import type { Locale } from "@/lib/i18n/locales";
import { matchingBooks } from "./search-matching";
import { readerActions, useReaderState } from "./reader-store";
import { SearchResults } from "./search-results";
import { useChapterFilter } from "./use-chapter-filter";

interface BibleSearchProps {
  /** The chapter on screen, whose verses the search text filters; none on the books page. */
  bookId?: string;
  chapter?: number;
}

let latestSearch = 0;

/**
 * The reader's search box. Typing filters the chapter on screen; submitting lists the books
 * whose name contains the text, or, when none does, searches the verses of the whole Bible.
 */
export function BibleSearch({ bookId, chapter }: BibleSearchProps) {
  const t = useTranslations("Bible");
  const locale = useLocale() as Locale;
  const query = useReaderState((state) => state.query);
  const search = useReaderState((state) => state.search);
  const books = useBibleBooks(locale, () =>
    toast.error(t("errorTitle"), { description: t("booksFailed") }),
  );
  const filterCount = useChapterFilter(query, bookId && chapter ? `${bookId}-${chapter}` : null);

  /** Without the books list (offline, server down) the text goes straight to the verse search. */
  async function bookList(): Promise<BibleBookResponseItem[]> {
    if (books.status === "ready") return books.books;
    if (books.status === "error") return [];
    try {
      return (await loadBibleBooks(locale)).books;
    } catch {
      return [];
    }
  }

  async function runSearch(rawText: string) {
    const text = rawText.trim();
    const searchId = ++latestSearch;
    if (!text) {
      readerActions.clearSearch();
      return;
    }
    if (books.status !== "ready") readerActions.setSearch({ status: "loading-books", query: text });
    const bookMatches = matchingBooks(await bookList(), text, locale);
    if (searchId !== latestSearch) return;
    if (bookMatches.length > 0) {
      readerActions.setSearch({ status: "books", query: text, books: bookMatches });
      return;
    }
    readerActions.setSearch({ status: "searching", query: text });
    try {
      const results = await apiRequest<SearchResult[]>(
        `bible/search/books/?search=${encodeURIComponent(text)}`,
        { locale },
      );
      if (searchId === latestSearch)
        readerActions.setSearch({ status: "verses", query: text, results });
    } catch {
      if (searchId === latestSearch)
        readerActions.setSearch({ status: "error", query: text, message: t("searchFailed") });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runSearch(query);
  }

  // `?search=` opens the reader with that search made: the site search of search engines links here.
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search)
      .get("search")
      ?.slice(0, MAX_SEARCH_QUERY_LENGTH);
    if (!requested?.trim()) return;
    readerActions.setQuery(requested);
    void runSearch(requested);
    // Only the address the page was opened with counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function clear() {
    latestSearch += 1;
    readerActions.clearSearch();
    document.getElementById("bible-search")?.focus();
  }

  return (
    <div className="space-y-3">
      <form role="search" aria-label={t("searchLabel")} onSubmit={submit} className="flex gap-2">
        <label htmlFor="bible-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <Input
            id="bible-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            value={query}
            onChange={(event) => readerActions.setQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            aria-describedby={filterCount !== null ? "bible-filter-status" : undefined}
            className="pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {(query || search.status !== "idle") && (
            <button
              type="button"
              onClick={clear}
              aria-label={t("clearSearch")}
              title={t("clearSearch")}
              className="text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </div>
        <Button type="submit" aria-label={t("searchSubmit")} className="max-sm:px-3">
          <Search aria-hidden className="sm:hidden" />
          <span className="max-sm:hidden">{t("searchSubmit")}</span>
        </Button>
      </form>
      <p
        id="bible-filter-status"
        aria-live="polite"
        className="text-muted-foreground min-h-0 text-sm empty:hidden"
      >
        {filterCount !== null
          ? t("filterMatches", { count: filterCount, query: query.trim() })
          : null}
      </p>
      <SearchResults state={search} onClose={clear} />
    </div>
  );
}
