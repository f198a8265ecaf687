"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import {
  filterStories,
  hasActiveFilters,
  isAllAgeGroups,
  NO_FILTERS,
  readingTimeSliderMax,
  type StoryFilters,
} from "@/lib/stories/filter";
import { filterQueryString } from "@/lib/stories/filter-query";
import type { StoryListItem, StoryTexts } from "@/lib/stories/schemas";
import { AGE_GROUPS, ageGroupLabel, STORY_TAGS, tagLabel } from "@/lib/stories/taxonomy";
import { StoryCard } from "./story-card";
import { StoryCardSkeletons } from "./story-card-skeleton";
import { StoryFiltersPanel, type FilterOption } from "./story-filters-panel";
import { useStoryList } from "./use-story-list";

const URL_UPDATE_DELAY_MS = 300;

/** The filtered list's address waiting to be written; one list is on screen at a time. */
const pendingFilterUrl: { current: string | null } = { current: null };

function flushPendingUrl() {
  if (pendingFilterUrl.current === null) return;
  window.history.replaceState(null, "", pendingFilterUrl.current);
  pendingFilterUrl.current = null;
}
const EAGER_IMAGES = 3;

interface StoriesBrowserProps {
  locale: Locale;
  /** The list rendered on the server, or null when the server could not read it. */
  initialStories: StoryListItem[] | null;
  /** The stories' texts, sent with the page only when its address already holds a search. */
  initialTexts: StoryTexts | null;
  initialFilters: StoryFilters;
}

function activeFilterCount(filters: StoryFilters, sliderMax: number): number {
  return [
    filters.search.trim() !== "",
    !isAllAgeGroups(filters.ageGroup),
    filters.tags.length > 0,
    filters.maxReadingTime !== null && filters.maxReadingTime < sliderMax,
  ].filter(Boolean).length;
}

/** The story list with its filters; the filters live in the URL so a filtered list can be shared. */
export function StoriesBrowser({
  locale,
  initialStories,
  initialTexts,
  initialFilters,
}: StoriesBrowserProps) {
  const t = useTranslations("Stories");
  const common = useTranslations("Common");
  const list = useStoryList(locale, initialStories, initialTexts);
  const { items: stories, texts } = list;
  const [filters, setFilters] = useState<StoryFilters>(initialFilters);
  const textsPending = filters.search.trim() !== "" && texts === null;

  const sliderMax = readingTimeSliderMax(stories ?? []);
  // Until the texts arrive, a search finds titles only.
  const visible = useMemo(
    () =>
      stories
        ? filterStories(
            stories.map((story) => ({ ...story, story_content_plain: texts?.[story.slug] ?? "" })),
            filters,
          )
        : [],
    [stories, texts, filters],
  );
  const activeCount = activeFilterCount(filters, sliderMax);

  const ageGroups: FilterOption[] = AGE_GROUPS.map((id) => ({
    id,
    label: ageGroupLabel(id, locale),
  }));
  const tagOptions = useMemo<FilterOption[]>(() => {
    const used = new Set((stories ?? []).flatMap((story) => story.tag_ids));
    return STORY_TAGS.filter((tag) => used.has(tag) || filters.tags.includes(tag))
      .map((id) => ({ id, label: tagLabel(id, locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [stories, filters.tags, locale]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const { pathname, hash } = window.location;
    pendingFilterUrl.current = `${pathname}${filterQueryString(filters, sliderMax)}${hash}`;
    const timer = window.setTimeout(flushPendingUrl, URL_UPDATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [filters, sliderMax]);

  // A click (on a story, say) writes the pending address first, so a late update cannot undo the navigation.
  useEffect(() => {
    document.addEventListener("click", flushPendingUrl, true);
    return () => document.removeEventListener("click", flushPendingUrl, true);
  }, []);

  const updateFilters = (change: Partial<StoryFilters>) => {
    if (change.search?.trim()) list.wantTexts();
    setFilters((current) => ({ ...current, ...change }));
  };
  const clearFilters = () => setFilters(NO_FILTERS);

  let content: ReactNode;
  if (!stories && list.loading) {
    content = <StoryCardSkeletons label={t("loading")} />;
  } else if (!stories) {
    content = (
      <StatusMessage message={t("loadError")} role="alert">
        <Button variant="outline" onClick={list.retry}>
          {common("retry")}
        </Button>
      </StatusMessage>
    );
  } else if (stories.length === 0) {
    content = <StatusMessage message={t("empty")} />;
  } else if (visible.length === 0 && textsPending && list.loading) {
    content = <StoryCardSkeletons label={t("searchingTexts")} />;
  } else if (visible.length === 0) {
    content = (
      <StatusMessage message={t("noMatch")}>
        <Button variant="outline" onClick={clearFilters}>
          {t("clearFilters")}
        </Button>
      </StatusMessage>
    );
  } else {
    content = visible.map((story, index) => (
      <StoryCard key={story.slug} story={story} eager={index < EAGER_IMAGES} />
    ));
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto">
        <StoryFiltersPanel
          filters={filters}
          onChange={updateFilters}
          onClear={clearFilters}
          onSearchFocus={list.wantTexts}
          sliderMax={sliderMax}
          ageGroups={ageGroups}
          tags={tagOptions}
          activeCount={activeCount}
        />
      </aside>
      <section aria-label={t("title")} aria-busy={list.loading} className="flex flex-col gap-4">
        {stories && stories.length > 0 && (
          <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="story-count">
            {textsPending && list.loading
              ? t("searchingTexts")
              : hasActiveFilters(filters, sliderMax)
                ? t("resultCountFiltered", { shown: visible.length, total: stories.length })
                : t("resultCount", { shown: stories.length })}
          </p>
        )}
        {stories && textsPending && list.failed && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm"
          >
            <p>{t("textsFailed")}</p>
            <Button variant="outline" size="sm" onClick={list.retry}>
              {common("retry")}
            </Button>
          </div>
        )}
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">{content}</div>
      </section>
    </div>
  );
}

function StatusMessage({
  message,
  role = "status",
  children,
}: {
  message: string;
  role?: "status" | "alert";
  children?: ReactNode;
}) {
  return (
    <div
      role={role}
      className="col-span-full flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <p className="text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}
