import { describe, expect, it } from "vitest";
import {
  bookmarkStats,
  filterBookmarks,
  isFiltering,
  NO_BOOKMARK_FILTERS,
  planUsage,
  usedTagNames,
} from "./bookmark-filters";
import { tagLabel } from "./tag-names";
import { testBookmark } from "@/tests/support/bookmark-fixtures";

const verse = testBookmark({
  type: "VERSE",
  title: "John 3:16",
  content: "For God so loved the world",
  tags: ["Bible Verse", "Love"],
  created_at: "2025-03-01T08:00:00.000Z",
});
const note = testBookmark({
  type: "NOTE",
  title: "Sunday sermon",
  content: "Grace upon grace",
  tags: ["Church"],
  created_at: "2025-03-03T08:00:00.000Z",
});
const insight = testBookmark({
  type: "INSIGHT",
  title: "On prayer",
  content: "Prayer is talking with God",
  tags: ["AI Response", "love"],
  created_at: "2025-03-02T08:00:00.000Z",
});
const all = [verse, note, insight];

const titles = (query: Partial<typeof NO_BOOKMARK_FILTERS>) =>
  filterBookmarks(all, { ...NO_BOOKMARK_FILTERS, ...query }).map((bookmark) => bookmark.title);

describe("filterBookmarks", () => {
  it("lists everything newest first without filters, oldest first on request", () => {
    expect(titles({})).toEqual(["Sunday sermon", "On prayer", "John 3:16"]);
    expect(titles({ sort: "oldest" })).toEqual(["John 3:16", "On prayer", "Sunday sermon"]);
  });

  it("searches title, content and tags, whatever the case", () => {
    expect(titles({ search: "SERMON" })).toEqual(["Sunday sermon"]);
    expect(titles({ search: "talking with" })).toEqual(["On prayer"]);
    expect(titles({ search: "church" })).toEqual(["Sunday sermon"]);
    expect(titles({ search: "  god " })).toEqual(["On prayer", "John 3:16"]);
    expect(titles({ search: "nothing like it" })).toEqual([]);
  });

  it("finds the built-in tags by what the reader sees them called", () => {
    const swahili = (name: string) =>
      tagLabel(name, { bibleVerse: "Mstari wa Biblia", aiResponse: "Jibu la AI" });
    const found = (search: string) =>
      filterBookmarks(all, { ...NO_BOOKMARK_FILTERS, search }, swahili).map(({ title }) => title);
    expect(found("mstari")).toEqual(["John 3:16"]);
    expect(found("jibu la ai")).toEqual(["On prayer"]);
    expect(found("bible verse")).toEqual(["John 3:16"]);
    expect(titles({ search: "mstari" })).toEqual([]);
  });

  it("combines the search with the type and the tag", () => {
    expect(titles({ type: "VERSE" })).toEqual(["John 3:16"]);
    expect(titles({ search: "god", type: "INSIGHT" })).toEqual(["On prayer"]);
    expect(titles({ tag: "LOVE" })).toEqual(["On prayer", "John 3:16"]);
    expect(titles({ tag: "Love", type: "NOTE" })).toEqual([]);
  });

  it("leaves the list it was given as it was", () => {
    const list = [verse, note];
    filterBookmarks(list, NO_BOOKMARK_FILTERS);
    expect(list).toEqual([verse, note]);
  });
});

describe("isFiltering", () => {
  it("counts search, type and tag, not the sort order", () => {
    expect(isFiltering(NO_BOOKMARK_FILTERS)).toBe(false);
    expect(isFiltering({ ...NO_BOOKMARK_FILTERS, sort: "oldest" })).toBe(false);
    expect(isFiltering({ ...NO_BOOKMARK_FILTERS, search: "  " })).toBe(false);
    expect(isFiltering({ ...NO_BOOKMARK_FILTERS, search: "a" })).toBe(true);
    expect(isFiltering({ ...NO_BOOKMARK_FILTERS, type: "NOTE" })).toBe(true);
    expect(isFiltering({ ...NO_BOOKMARK_FILTERS, tag: "Love" })).toBe(true);
  });
});

describe("bookmarkStats and usedTagNames", () => {
  it("counts each type and the total", () => {
    expect(bookmarkStats(all)).toEqual({ verses: 1, notes: 1, insights: 1, total: 3 });
    expect(bookmarkStats([])).toEqual({ verses: 0, notes: 0, insights: 0, total: 0 });
  });

  it("lists each tag once, alphabetically", () => {
    expect(usedTagNames(all)).toEqual(["AI Response", "Bible Verse", "Church", "Love"]);
  });
});

describe("planUsage", () => {
  it("is unlimited for premium and counts up to the free limit otherwise", () => {
    expect(planUsage(50, true)).toEqual({ state: "unlimited" });
    expect(planUsage(6, false)).toEqual({ state: "room", count: 6, limit: 10 });
    expect(planUsage(7, false)).toEqual({ state: "near", count: 7, limit: 10 });
    expect(planUsage(10, false)).toEqual({ state: "full", count: 10, limit: 10 });
  });
});
