"use client";

import { useEffect } from "react";

export interface VerseBookmarkRequest {
  bookId: string;
  chapter: number;
  verse: number;
  /** "John 3:16", in the reader's language: the bookmark's title. */
  reference: string;
  /** The verse's plain text: the bookmark's content. */
  text: string;
  /** Version abbreviation, e.g. "WEB". */
  version: string;
}

type Listener = (request: VerseBookmarkRequest) => void;

const listeners = new Set<Listener>();

/** Called by the verse rows' bookmark button. */
export function requestVerseBookmark(request: VerseBookmarkRequest): void {
  for (const listener of listeners) listener(request);
}

/**
 * The seam for the verse bookmark dialog: a client component mounted on the chapter page calls
 * this to open with the verse a signed-in member chose.
 */
export function useVerseBookmarkRequests(listener: Listener): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}
