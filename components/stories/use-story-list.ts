"use client";

import { useState } from "react";
import useSWR from "swr";
import type { Locale } from "@/lib/i18n/locales";
import { STORIES_CACHE_MS, storiesListKey } from "@/lib/stories/cache";
import type { StoryList } from "@/lib/stories/client";
import type { StoryListItem, StoryTexts } from "@/lib/stories/schemas";

async function loadStoryList(locale: Locale): Promise<StoryList> {
  // The fetcher and its schemas load only when the list is fetched, not with the page.
  const { fetchStoryList } = await import("@/lib/stories/client");
  return fetchStoryList(locale);
}

interface StoryListState {
  items: StoryListItem[] | null;
  /** Null until a search asks for them (unless the page came with them). */
  texts: StoryTexts | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Starts loading the texts, once, for a search about to be typed. */
  wantTexts: () => void;
}

/**
 * The list drawn by the server, and the whole list from the API when the server could not read it
 * or when the reader searches, since only the API's answer carries the stories' texts.
 */
export function useStoryList(
  locale: Locale,
  initialItems: StoryListItem[] | null,
  initialTexts: StoryTexts | null,
): StoryListState {
  const [textsWanted, setTextsWanted] = useState(false);
  const needsFetch = initialItems === null || (textsWanted && initialTexts === null);
  const { data, error, isLoading, mutate } = useSWR(
    needsFetch ? storiesListKey(locale) : null,
    () => loadStoryList(locale),
    {
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      focusThrottleInterval: STORIES_CACHE_MS,
      dedupingInterval: STORIES_CACHE_MS,
    },
  );
  return {
    items: data?.items ?? initialItems,
    texts: data?.texts ?? initialTexts,
    loading: isLoading,
    failed: Boolean(error) && !data,
    retry: () => void mutate(),
    wantTexts: () => setTextsWanted(true),
  };
}
