"use client";

import { useEffect } from "react";
import { useReaderState } from "./reader-store";
import { foldText } from "./verse-dom";

/**
 * Marks the verses of the chapter on screen that contain the search text (case- and
 * accent-insensitive substring) and the words themselves where the browser can highlight text.
 * Returns how many verses match, or null when there is no chapter or no text.
 */
export function useChapterFilter(query: string, chapterKey: string | null): number | null {
  useEffect(() => {
    const needle = foldText(query.trim());
    if (!chapterKey || !needle) return;
    let clear: (() => void) | undefined;
    let cancelled = false;
    // The marking code loads with the first letter typed: most readers never filter a chapter.
    import("./chapter-filter")
      .then(({ markMatchingVerses }) => {
        if (!cancelled) clear = markMatchingVerses(needle);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      clear?.();
    };
  }, [query, chapterKey]);
  return useReaderState((state) => state.filterCount);
}
