/** The fields the story filters read; both the full Story and the list's summary have them. */
export interface FilterableStory {
  title: string;
  story_content_plain: string;
  age_group: string;
  age_group_id?: string;
  tags_list: string[];
  tag_ids?: string[];
  reading_time_minutes: number;
}

export const ALL_AGE_GROUPS = "all";
export const MIN_READING_TIME = 1;
export const MIN_SLIDER_MAX = 10;

export interface StoryFilters {
  search: string;
  /** An age group id or label, or "all". */
  ageGroup: string;
  /** Tag ids or labels; a story must have every one. */
  tags: string[];
  /** Longest reading time in minutes, or null for no limit. */
  maxReadingTime: number | null;
}

export const NO_FILTERS: StoryFilters = {
  search: "",
  ageGroup: ALL_AGE_GROUPS,
  tags: [],
  maxReadingTime: null,
};

const fold = (value: string) => value.toLocaleLowerCase();

export function isAllAgeGroups(ageGroup: string): boolean {
  const value = fold(ageGroup.trim());
  return value === "" || value === ALL_AGE_GROUPS;
}

function matchesAgeGroup(story: FilterableStory, ageGroup: string): boolean {
  if (isAllAgeGroups(ageGroup)) return true;
  const wanted = fold(ageGroup.trim());
  return (
    fold(story.age_group) === wanted ||
    (story.age_group_id !== undefined && fold(story.age_group_id) === wanted)
  );
}

function hasEveryTag(story: FilterableStory, tags: string[]): boolean {
  const storyTags = new Set([...story.tags_list, ...(story.tag_ids ?? [])].map(fold));
  return tags.every((tag) => storyTags.has(fold(tag)));
}

function matchesSearch(story: FilterableStory, search: string): boolean {
  const wanted = fold(search.trim());
  return (
    !wanted ||
    fold(story.title).includes(wanted) ||
    fold(story.story_content_plain).includes(wanted)
  );
}

/**
 * The spec's story filters, all of which must hold: age group equal in any case ('all' = any),
 * every selected tag present in any case, reading time not above the limit when one is set, and
 * the search text found in the title or the plain text in any case.
 */
export function filterStories<T extends FilterableStory>(
  stories: readonly T[],
  filters: StoryFilters,
): T[] {
  return stories.filter(
    (story) =>
      matchesAgeGroup(story, filters.ageGroup) &&
      hasEveryTag(story, filters.tags) &&
      (filters.maxReadingTime === null || story.reading_time_minutes <= filters.maxReadingTime) &&
      matchesSearch(story, filters.search),
  );
}

/** The reading-time slider's upper end: the longest story, but never below 10 minutes. */
export function readingTimeSliderMax(
  stories: readonly Pick<FilterableStory, "reading_time_minutes">[],
): number {
  return Math.max(MIN_SLIDER_MAX, ...stories.map((story) => story.reading_time_minutes));
}

export function hasActiveFilters(filters: StoryFilters, sliderMax: number): boolean {
  return (
    filters.search.trim() !== "" ||
    !isAllAgeGroups(filters.ageGroup) ||
    filters.tags.length > 0 ||
    (filters.maxReadingTime !== null && filters.maxReadingTime < sliderMax)
  );
}
