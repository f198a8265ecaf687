import { describe, expect, it } from "vitest";
import {
  filterStories,
  hasActiveFilters,
  NO_FILTERS,
  readingTimeSliderMax,
  type FilterableStory,
} from "./filter";

function story(title: string, fields: Partial<FilterableStory> = {}): FilterableStory {
  return {
    title,
    story_content_plain: `${title}. A story.`,
    age_group: "Children",
    age_group_id: "children",
    tags_list: ["Faith"],
    tag_ids: ["faith"],
    reading_time_minutes: 3,
    ...fields,
  };
}

const lions = story("Daniel and the Lions", {
  story_content_plain: "Daniel prayed three times a day. The king's men threw him to the lions.",
  age_group: "Youth",
  age_group_id: "youth",
  tags_list: ["Faith", "Courage", "Prayer"],
  tag_ids: ["faith", "courage", "prayer"],
  reading_time_minutes: 4,
});
const ark = story("Noah Builds the Ark", {
  story_content_plain: "God told Noah to build a great boat of cypress wood.",
  tags_list: ["Obedience", "Faith", "Hope"],
  tag_ids: ["obedience", "faith", "hope"],
  reading_time_minutes: 3,
});
const son = story("The Lost Son Comes Home", {
  story_content_plain: "A father ran to meet his son, who had wasted everything.",
  age_group: "Adults",
  age_group_id: "adults",
  tags_list: ["Forgiveness", "Family", "Parables"],
  tag_ids: ["forgiveness", "family", "parables"],
  reading_time_minutes: 5,
});
const all = [lions, ark, son];
const titles = (stories: FilterableStory[]) => stories.map((item) => item.title);

describe("filterStories", () => {
  it("keeps every story without filters", () => {
    expect(filterStories(all, NO_FILTERS)).toEqual(all);
  });

  describe("age group", () => {
    it("matches exactly, in any case, by id or label", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, ageGroup: "youth" }))).toEqual([
        lions.title,
      ]);
      expect(titles(filterStories(all, { ...NO_FILTERS, ageGroup: "ADULTS" }))).toEqual([
        son.title,
      ]);
      expect(titles(filterStories(all, { ...NO_FILTERS, ageGroup: "Children" }))).toEqual([
        ark.title,
      ]);
    });

    it("treats 'all' (in any case) and an empty value as any age group", () => {
      expect(filterStories(all, { ...NO_FILTERS, ageGroup: "all" })).toHaveLength(3);
      expect(filterStories(all, { ...NO_FILTERS, ageGroup: "All" })).toHaveLength(3);
      expect(filterStories(all, { ...NO_FILTERS, ageGroup: "" })).toHaveLength(3);
    });

    it("does not match a part of an age group", () => {
      expect(filterStories(all, { ...NO_FILTERS, ageGroup: "child" })).toEqual([]);
    });

    it("matches a translated label of the story", () => {
      const swahili = { ...ark, age_group: "Watoto" };
      expect(filterStories([swahili], { ...NO_FILTERS, ageGroup: "watoto" })).toEqual([swahili]);
      expect(filterStories([swahili], { ...NO_FILTERS, ageGroup: "children" })).toEqual([swahili]);
    });
  });

  describe("tags", () => {
    it("requires every selected tag, in any case", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, tags: ["faith"] }))).toEqual([
        lions.title,
        ark.title,
      ]);
      expect(titles(filterStories(all, { ...NO_FILTERS, tags: ["FAITH", "courage"] }))).toEqual([
        lions.title,
      ]);
      expect(filterStories(all, { ...NO_FILTERS, tags: ["faith", "family"] })).toEqual([]);
    });

    it("accepts tag labels as well as ids", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, tags: ["Parables"] }))).toEqual([
        son.title,
      ]);
    });
  });

  describe("reading time", () => {
    it("keeps stories that do not exceed the limit", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, maxReadingTime: 4 }))).toEqual([
        lions.title,
        ark.title,
      ]);
      expect(titles(filterStories(all, { ...NO_FILTERS, maxReadingTime: 3 }))).toEqual([ark.title]);
      expect(filterStories(all, { ...NO_FILTERS, maxReadingTime: 2 })).toEqual([]);
    });

    it("applies no limit when none is set", () => {
      expect(filterStories(all, { ...NO_FILTERS, maxReadingTime: null })).toHaveLength(3);
    });
  });

  describe("search", () => {
    it("matches the title, in any case", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, search: "ARK" }))).toEqual([ark.title]);
    });

    it("matches the plain text, in any case", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, search: "cypress WOOD" }))).toEqual([
        ark.title,
      ]);
      expect(titles(filterStories(all, { ...NO_FILTERS, search: "king's men" }))).toEqual([
        lions.title,
      ]);
    });

    it("ignores surrounding spaces and treats blank text as no search", () => {
      expect(titles(filterStories(all, { ...NO_FILTERS, search: "  father " }))).toEqual([
        son.title,
      ]);
      expect(filterStories(all, { ...NO_FILTERS, search: "   " })).toHaveLength(3);
    });

    it("finds nothing for text in no story", () => {
      expect(filterStories(all, { ...NO_FILTERS, search: "goliath" })).toEqual([]);
    });
  });

  it("requires every filter at once", () => {
    const filters = { search: "a", ageGroup: "children", tags: ["hope"], maxReadingTime: 3 };
    expect(titles(filterStories(all, filters))).toEqual([ark.title]);
    expect(filterStories(all, { ...filters, maxReadingTime: 2 })).toEqual([]);
    expect(filterStories(all, { ...filters, ageGroup: "youth" })).toEqual([]);
    expect(filterStories(all, { ...filters, tags: ["hope", "prayer"] })).toEqual([]);
    expect(filterStories(all, { ...filters, search: "lions" })).toEqual([]);
  });
});

describe("readingTimeSliderMax", () => {
  it("is the longest reading time, but at least 10", () => {
    expect(readingTimeSliderMax(all)).toBe(10);
    expect(readingTimeSliderMax([...all, story("Long", { reading_time_minutes: 14 })])).toBe(14);
    expect(readingTimeSliderMax([])).toBe(10);
  });
});

describe("hasActiveFilters", () => {
  it("ignores defaults and a limit at the slider's maximum", () => {
    expect(hasActiveFilters(NO_FILTERS, 10)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, maxReadingTime: 10 }, 10)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, maxReadingTime: 9 }, 10)).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, search: " x " }, 10)).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, ageGroup: "youth" }, 10)).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, tags: ["faith"] }, 10)).toBe(true);
  });
});
