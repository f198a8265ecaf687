"use client";

import { LoaderCircle, X } from "@/components/icons";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { SearchResult } from "@/lib/bible/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { chapterPath, verseElementId } from "./chapter-path";
import { highlightSpans } from "./search-matching";
import { readerActions, type SearchState } from "./reader-store";

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The verse text with the matched words marked. */
function highlighted(result: SearchResult, query: string): ReactNode[] {
  const { text } = result;
  const parts: ReactNode[] = [];
  let position = 0;
  for (const [start, end] of highlightSpans(text, query, result.highlights)) {
    if (start > position) parts.push(text.slice(position, start));
    parts.push(
      <mark
        key={start}
        className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-500/40"
      >
        {text.slice(start, end)}
      </mark>,
    );
    position = end;
  }
  if (position < text.length) parts.push(text.slice(position));
  return parts;
}

/**
 * After 'Show more', the first new verse takes the focus, so a keyboard or screen reader user goes
 * on reading where the list grew.
 */
function useFocusFirstNew(count: number) {
  const list = useRef<HTMLOListElement>(null);
  const previous = useRef(count);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && count > previous.current) {
      list.current?.querySelectorAll<HTMLElement>(":scope > li")[previous.current]?.focus();
      asked.current = false;
    }
    previous.current = count;
  }, [count]);
  return { list, markAsked: () => (asked.current = true) };
}

export function SearchResults({
  state,
  onClose,
  onLoadMore,
}: {
  state: SearchState;
  onClose: () => void;
  onLoadMore: () => void;
}) {
  const t = useTranslations("Bible");
  const locale = useLocale() as Locale;
  const shownVerses = state.status === "verses" ? state.results.length : 0;
  const { list, markAsked } = useFocusFirstNew(shownVerses);
  if (state.status === "idle") return null;

  let status: ReactNode;
  let body: ReactNode = null;
  switch (state.status) {
    case "loading-books":
    case "searching":
      status = (
        <span className="flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {state.status === "searching" ? t("searching") : t("loadingBooks")}
        </span>
      );
      break;
    case "error":
      status = <span className="text-destructive">{state.message}</span>;
      break;
    case "books":
      status = t("bookMatches", { count: state.books.length, query: state.query });
      body = (
        <ul className="grid gap-2 sm:grid-cols-2">
          {state.books.map((book) => (
            <li key={book.id}>
              <Link
                href={chapterPath(locale, book.name, 1)}
                prefetch={false}
                data-pending-label={t("loadingChapter", { book: book.name, chapter: 1 })}
                className="hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 flex items-baseline justify-between gap-2 rounded-md border px-3 py-2 text-sm transition-colors outline-none focus-visible:ring-[3px]"
              >
                <span className="font-medium">{book.name}</span>
                <span className="text-muted-foreground text-xs">
                  {book.testament === "OLD TESTAMENT" ? t("oldTestament") : t("newTestament")} ·{" "}
                  {t("chapterCount", { count: book.chapters })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
      break;
    case "verses":
      status =
        state.total > 0
          ? t("verseResults", { count: state.total, query: state.query })
          : t("noResults", { query: state.query });
      body = state.results.length > 0 && (
        <>
          <ol ref={list} className="space-y-2">
            {state.results.map((result) => {
              const reference = `${result.book} ${result.chapter}:${result.verse}`;
              return (
                <li
                  key={`${result.book}-${result.chapter}-${result.verse}`}
                  tabIndex={-1}
                  className="focus-visible:ring-ring/50 rounded-md border p-3 outline-none focus-visible:ring-[3px]"
                >
                  <div className="mb-1 flex items-center justify-between gap-2">
                    <p className="text-sm font-semibold">{reference}</p>
                    <Button asChild variant="ghost" size="sm" className="shrink-0">
                      <Link
                        href={`${chapterPath(locale, result.book, result.chapter)}#${verseElementId(result.verse)}`}
                        scroll={false}
                        prefetch={false}
                        aria-label={t("goToVerseLabel", { reference })}
                        data-pending-label={t("loadingChapter", {
                          book: result.book,
                          chapter: result.chapter,
                        })}
                        onClick={(event) => {
                          if (isPlainClick(event) && result.book_id) {
                            readerActions.goToVerse({
                              bookId: result.book_id,
                              chapter: result.chapter,
                              verse: result.verse,
                            });
                          }
                        }}
                      >
                        {t("goToVerse")}
                      </Link>
                    </Button>
                  </div>
                  <p className="font-serif leading-relaxed">{highlighted(result, state.query)}</p>
                </li>
              );
            })}
          </ol>
          {state.results.length < state.total && (
            <div className="mt-3 flex flex-col items-center gap-2 border-t pt-3 text-sm">
              <p aria-live="polite" className="text-muted-foreground">
                {state.more === "failed"
                  ? t("loadMoreFailed")
                  : t("showingResults", { shown: state.results.length, total: state.total })}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={state.more === "loading"}
                onClick={() => {
                  markAsked();
                  onLoadMore();
                }}
              >
                {state.more === "loading" && <LoaderCircle aria-hidden className="animate-spin" />}
                {state.more === "loading" ? t("loadingMore") : t("loadMore")}
              </Button>
            </div>
          )}
        </>
      );
      break;
  }

  return (
    <section
      aria-labelledby="bible-search-status"
      className="bg-card text-card-foreground rounded-lg border p-3 shadow-xs"
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h2 id="bible-search-status" className="pt-1 text-sm font-medium">
          <span role="status">{status}</span>
        </h2>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label={t("clearSearch")}
          title={t("clearSearch")}
          className="size-8"
        >
          <X aria-hidden />
        </Button>
      </div>
      {body && <div className="max-h-[min(28rem,60vh)] overflow-y-auto pr-1">{body}</div>}
    </section>
  );
}
