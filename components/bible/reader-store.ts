"use client";

import { useSyncExternalStore } from "react";
import type { SearchResult } from "@/lib/bible/schemas";
import type { BookMatch } from "./search-matching";

export type SearchState =
  | { status: "idle" }
  | { status: "loading-books"; query: string }
  | { status: "searching"; query: string }
  | { status: "books"; query: string; books: BookMatch[] }
  | {
      status: "verses";
      query: string;
      results: SearchResult[];
      /** How many verses match in all; `results` holds the pages loaded so far. */
      total: number;
      more?: "loading" | "failed";
    }
  | { status: "error"; query: string; message: string };

export interface VerseTarget {
  bookId: string;
  chapter: number;
  verse: number;
}

interface ReaderState {
  /** The text in the search box, also the in-chapter filter. */
  query: string;
  search: SearchState;
  /** The 'Loading {book} {chapter}...' text of a navigation under way. */
  pendingLabel: string | null;
  /** A verse to highlight once its chapter is shown ('Go to verse'). */
  goTo: VerseTarget | null;
  /** The book last shown, so choosing another book clears the in-chapter search. */
  bookId: string | null;
  /** How many verses of the chapter on screen contain the search text; null without a filter. */
  filterCount: number | null;
}

/*
 * Module state outlives the chapter page, which remounts on every navigation: the search box,
 * its results and a pending 'Go to verse' carry over from one chapter to the next.
 */
let state: ReaderState = {
  query: "",
  search: { status: "idle" },
  pendingLabel: null,
  goTo: null,
  bookId: null,
  filterCount: null,
};
const listeners = new Set<() => void>();

function update(patch: Partial<ReaderState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const INITIAL_STATE = state;
/** Bumped by every new search and by clearing: an older search's late answer is dropped. */
let searchGeneration = 0;
const PENDING_TIMEOUT_MS = 15_000;
let pendingTimer: number | undefined;

export function useReaderState<T>(select: (current: ReaderState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(INITIAL_STATE),
  );
}

export function readerState(): ReaderState {
  return state;
}

let focusAfterNavigation: string | null = null;

/** The chapter page remounts on navigation; the control that started it gets the focus back. */
export function restoreFocusAfterNavigation(elementId: string) {
  focusAfterNavigation = elementId;
}

export function takeFocusAfterNavigation(): string | null {
  const elementId = focusAfterNavigation;
  focusAfterNavigation = null;
  return elementId;
}

export const readerActions = {
  setQuery(query: string) {
    update({ query });
  },
  setSearch(search: SearchState) {
    update({ search });
  },
  clearSearch() {
    searchGeneration += 1;
    update({ query: "", search: { status: "idle" } });
  },
  /** Starts a search; the returned check says whether it is still the one on screen. */
  startSearch(): () => boolean {
    const generation = ++searchGeneration;
    return () => generation === searchGeneration;
  },
  /** The search on screen, checked the same way, for loading more of its results. */
  continueSearch(): () => boolean {
    const generation = searchGeneration;
    return () => generation === searchGeneration;
  },
  setPendingLabel(pendingLabel: string | null) {
    window.clearTimeout(pendingTimer);
    // A navigation that never lands (cancelled, offline) must not leave the text on screen.
    if (pendingLabel)
      pendingTimer = window.setTimeout(() => update({ pendingLabel: null }), PENDING_TIMEOUT_MS);
    if (state.pendingLabel !== pendingLabel) update({ pendingLabel });
  },
  setFilterCount(filterCount: number | null) {
    if (state.filterCount !== filterCount) update({ filterCount });
  },
  goToVerse(goTo: VerseTarget | null) {
    update({ goTo });
  },
  /** Records the book on screen; a different book than before clears the in-chapter search. */
  showBook(bookId: string | null) {
    if (state.bookId === bookId) return;
    const bookChanged = state.bookId !== null && bookId !== null;
    update(bookChanged ? { bookId, query: "" } : { bookId });
  },
};
