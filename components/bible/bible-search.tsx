"use client";

import {
  lazy,
  Suspense,
  useEffect,
  type ComponentProps,
  type ComponentType,
  type FormEvent,
} from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_SEARCH_QUERY_LENGTH } from "@/lib/bible/search-limits";
import type { Locale } from "@/lib/i18n/locales";
import { readerActions, useReaderState } from "./reader-store";
import type { ReaderIcons } from "./reader-icons";
import type { ReaderLabels } from "./reader-labels";
import { useChapterFilter } from "./use-chapter-filter";

type SearchText = typeof import("./search-text");
type SearchPanelProps = ComponentProps<SearchText["SearchPanel"]>;

/**
 * Offline, search code or texts this device never loaded cannot come: the panel says why, not the
 * page.
 */
function SearchUnavailable({ message }: { message: string }) {
  return (
    <p role="alert" className="text-muted-foreground text-sm">
      {message}
    </p>
  );
}

const loadSearchText = () => import("./search-text");
const FilterStatus = lazy<ComponentType<ComponentProps<SearchText["FilterStatus"]>>>(() =>
  loadSearchText().then(
    (module) => ({ default: module.FilterStatus }),
    () => ({ default: () => null }),
  ),
);
const SearchPanel = lazy<ComponentType<SearchPanelProps>>(() =>
  loadSearchText().then(
    (module) => ({ default: module.SearchPanel }),
    () => ({ default: ({ unavailable }: SearchPanelProps) => unavailable }),
  ),
);

interface BibleSearchProps {
  locale: Locale;
  labels: ReaderLabels["search"];
  icons: Pick<ReaderIcons, "search" | "clear">;
  /** The chapter on screen, whose verses the search text filters; none on the books page. */
  bookId?: string;
  chapter?: number;
}

const loadSearchActions = () => import("./search-actions");

/**
 * The reader's search box. Typing filters the chapter on screen; submitting lists the books
 * whose name contains the text, or, when none does, searches the verses of the whole Bible.
 */
export function BibleSearch({ locale, labels, icons, bookId, chapter }: BibleSearchProps) {
  const query = useReaderState((state) => state.query);
  const search = useReaderState((state) => state.search);
  const filterCount = useChapterFilter(query, bookId && chapter ? `${bookId}-${chapter}` : null);

  // Offline, the reader's badge already says why the books could not load.
  const showBooksError = () =>
    navigator.onLine && toast.error(labels.errorTitle, { description: labels.booksFailed });

  /** The first use of the box loads the search code, its texts and the books list, before any submit. */
  function prepare() {
    void loadSearchText().then(
      (text) => text.loadReaderTexts(locale),
      () => null,
    );
    void loadSearchActions().then((actions) => actions.prepareBooks(locale, showBooksError));
  }

  async function runSearch(text: string) {
    // The search's code can only fail to come when the device is offline and never loaded it.
    const actions = await loadSearchActions().catch(() => null);
    if (!actions) {
      readerActions.setSearch({ status: "error", query: text, message: labels.searchOffline });
      return;
    }
    await actions.runSearch(text, {
      locale,
      searchFailed: labels.searchFailed,
      searchOffline: labels.searchOffline,
      onBooksError: showBooksError,
    });
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
    readerActions.clearSearch();
    document.getElementById("bible-search")?.focus();
  }

  return (
    <div className="space-y-3">
      <form role="search" aria-label={labels.searchLabel} onSubmit={submit} className="flex gap-2">
        <label htmlFor="bible-search" className="sr-only">
          {labels.searchLabel}
        </label>
        <div className="relative min-w-0 flex-1">
          <span className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 flex -translate-y-1/2">
            {icons.search}
          </span>
          <Input
            id="bible-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            value={query}
            onChange={(event) => readerActions.setQuery(event.target.value)}
            onFocus={prepare}
            placeholder={labels.searchPlaceholder}
            aria-describedby={filterCount !== null ? "bible-filter-status" : undefined}
            className="pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {(query || search.status !== "idle") && (
            <button
              type="button"
              onClick={clear}
              aria-label={labels.clearSearch}
              title={labels.clearSearch}
              className="text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
            >
              {icons.clear}
            </button>
          )}
        </div>
        <Button type="submit" aria-label={labels.searchSubmit} className="max-sm:px-3">
          <span className="flex sm:hidden">{icons.search}</span>
          <span className="max-sm:hidden">{labels.searchSubmit}</span>
        </Button>
      </form>
      <p
        id="bible-filter-status"
        aria-live="polite"
        className="text-muted-foreground min-h-0 text-sm empty:hidden"
      >
        {filterCount !== null && (
          <Suspense>
            <FilterStatus locale={locale} count={filterCount} query={query.trim()} />
          </Suspense>
        )}
      </p>
      {search.status !== "idle" && (
        <Suspense>
          <SearchPanel
            locale={locale}
            state={search}
            unavailable={<SearchUnavailable message={labels.searchOffline} />}
            onClose={clear}
            onLoadMore={() =>
              void loadSearchActions().then((actions) => actions.loadMoreVerses(locale))
            }
          />
        </Suspense>
      )}
    </div>
  );
}
