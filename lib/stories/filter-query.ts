import { ALL_AGE_GROUPS, MIN_READING_TIME, type StoryFilters } from "./filter";
import { findAgeGroup, findStoryTag, type StoryTag } from "./taxonomy";

/** Query parameters of a shareable, filtered story list: `?q=lion&age=children&tags=faith,courage&time=5`. */
export const FILTER_QUERY_KEYS = {
  search: "q",
  ageGroup: "age",
  tags: "tags",
  maxReadingTime: "time",
} as const;

const MAX_SEARCH_LENGTH = 200;

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function first(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

function all(query: QueryInput, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Reads filters from a URL query, dropping what is unknown and clamping the reading time. */
export function parseFilterQuery(query: QueryInput, sliderMax: number): StoryFilters {
  const tags = new Set<StoryTag>();
  for (const value of all(query, FILTER_QUERY_KEYS.tags).flatMap((list) => list.split(","))) {
    const tag = findStoryTag(value);
    if (tag) tags.add(tag);
  }
  const time = Number.parseInt(first(query, FILTER_QUERY_KEYS.maxReadingTime) ?? "", 10);
  return {
    search: (first(query, FILTER_QUERY_KEYS.search) ?? "").slice(0, MAX_SEARCH_LENGTH),
    ageGroup: findAgeGroup(first(query, FILTER_QUERY_KEYS.ageGroup) ?? "") ?? ALL_AGE_GROUPS,
    tags: [...tags],
    maxReadingTime:
      Number.isFinite(time) && time < sliderMax ? Math.max(MIN_READING_TIME, time) : null,
  };
}

/** The query string (with its `?`, or empty) that `parseFilterQuery` reads back to the same filters. */
export function filterQueryString(filters: StoryFilters, sliderMax: number): string {
  const parts: string[] = [];
  const search = filters.search.trim();
  if (search) parts.push(`${FILTER_QUERY_KEYS.search}=${encodeURIComponent(search)}`);
  const ageGroup = findAgeGroup(filters.ageGroup);
  if (ageGroup) parts.push(`${FILTER_QUERY_KEYS.ageGroup}=${ageGroup}`);
  const tags = filters.tags.map(findStoryTag).filter((tag) => tag !== undefined);
  if (tags.length) parts.push(`${FILTER_QUERY_KEYS.tags}=${tags.join(",")}`);
  if (filters.maxReadingTime !== null && filters.maxReadingTime < sliderMax) {
    parts.push(`${FILTER_QUERY_KEYS.maxReadingTime}=${filters.maxReadingTime}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}
