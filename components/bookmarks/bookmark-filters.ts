import type { Bookmark, BookmarkType } from "@/lib/bookmarks/schemas";
import { FREE_BOOKMARK_LIMIT } from "@/lib/bookmarks/schemas";
import { sameTagName, uniqueTagNames } from "./tag-names";

export type TypeFilter = "ALL" | BookmarkType;
export type SortOrder = "newest" | "oldest";

export interface BookmarkQuery {
  search: string;
  type: TypeFilter;
  /** Only bookmarks carrying this tag; null for any. */
  tag: string | null;
  sort: SortOrder;
}

export const NO_BOOKMARK_FILTERS: BookmarkQuery = {
  search: "",
  type: "ALL",
  tag: null,
  sort: "newest",
};

/** Whether the member narrowed the list (the sort order alone does not). */
export function isFiltering(query: BookmarkQuery): boolean {
  return query.search.trim() !== "" || query.type !== "ALL" || query.tag !== null;
}

/**
 * Spec: a case-insensitive substring of the title, the content or one of the tags, by its name or
 * by what the reader sees it called ('Mstari wa Biblia' for 'Bible Verse').
 */
function matchesSearch(
  bookmark: Bookmark,
  search: string,
  tagLabel: (name: string) => string,
): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const tags = bookmark.tags.flatMap((tag) => [tag.name, tagLabel(tag.name)]);
  return [bookmark.title, bookmark.content, ...tags].some((text) =>
    text.toLocaleLowerCase().includes(wanted),
  );
}

/** The bookmarks the search, type and tag let through, in the chosen order. */
export function filterBookmarks(
  bookmarks: readonly Bookmark[],
  query: BookmarkQuery,
  tagLabel: (name: string) => string = (name) => name,
): Bookmark[] {
  const shown = bookmarks.filter(
    (bookmark) =>
      (query.type === "ALL" || bookmark.bookmark_type === query.type) &&
      (query.tag === null || bookmark.tags.some((tag) => sameTagName(tag.name, query.tag!))) &&
      matchesSearch(bookmark, query.search, tagLabel),
  );
  const direction = query.sort === "newest" ? -1 : 1;
  return shown.sort((a, b) => direction * (Date.parse(a.created_at) - Date.parse(b.created_at)));
}

export interface BookmarkStats {
  verses: number;
  notes: number;
  insights: number;
  total: number;
}

export function bookmarkStats(bookmarks: readonly Bookmark[]): BookmarkStats {
  const count = (type: BookmarkType) =>
    bookmarks.filter((bookmark) => bookmark.bookmark_type === type).length;
  return {
    verses: count("VERSE"),
    notes: count("NOTE"),
    insights: count("INSIGHT"),
    total: bookmarks.length,
  };
}

/** Every tag used by a bookmark, alphabetically: the tag filter's choices. */
export function usedTagNames(bookmarks: readonly Bookmark[]): string[] {
  return uniqueTagNames(bookmarks.flatMap((bookmark) => bookmark.tags.map((tag) => tag.name))).sort(
    (a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }),
  );
}

/** A free member sees the count from this many bookmarks before the limit. */
export const NEAR_LIMIT_REMAINING = 3;

export type PlanUsage =
  { state: "unlimited" } | { state: "room" | "near" | "full"; count: number; limit: number };

export function planUsage(count: number, isPremium: boolean): PlanUsage {
  if (isPremium) return { state: "unlimited" };
  const limit = FREE_BOOKMARK_LIMIT;
  const state = count >= limit ? "full" : count >= limit - NEAR_LIMIT_REMAINING ? "near" : "room";
  return { state, count, limit };
}
