import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./filter";
import { filterQueryString, parseFilterQuery } from "./filter-query";

describe("parseFilterQuery", () => {
  it("reads every filter", () => {
    const query = new URLSearchParams("q=lion&age=youth&tags=faith,courage&time=4");
    expect(parseFilterQuery(query, 10)).toEqual({
      search: "lion",
      ageGroup: "youth",
      tags: ["faith", "courage"],
      maxReadingTime: 4,
    });
  });

  it("reads the searchParams object of a Next.js page, with repeated and translated values", () => {
    expect(
      parseFilterQuery({ age: "Watoto", tags: ["Imani", "prayer,faith"], q: ["a", "b"] }, 10),
    ).toEqual({
      search: "a",
      ageGroup: "children",
      tags: ["faith", "prayer"],
      maxReadingTime: null,
    });
  });

  it("falls back to the defaults for what is unknown or out of range", () => {
    expect(parseFilterQuery({}, 10)).toEqual(NO_FILTERS);
    expect(parseFilterQuery(new URLSearchParams("age=elders&tags=dragons&time=abc"), 10)).toEqual(
      NO_FILTERS,
    );
    expect(parseFilterQuery(new URLSearchParams("time=25"), 10).maxReadingTime).toBeNull();
    expect(parseFilterQuery(new URLSearchParams("time=10"), 10).maxReadingTime).toBeNull();
    expect(parseFilterQuery(new URLSearchParams("time=0"), 10).maxReadingTime).toBe(1);
  });
});

describe("filterQueryString", () => {
  it("writes only what differs from the defaults", () => {
    expect(filterQueryString(NO_FILTERS, 10)).toBe("");
    expect(filterQueryString({ ...NO_FILTERS, maxReadingTime: 10 }, 10)).toBe("");
    expect(
      filterQueryString(
        {
          search: " lion & den ",
          ageGroup: "Youth",
          tags: ["faith", "holy-spirit"],
          maxReadingTime: 3,
        },
        10,
      ),
    ).toBe("?q=lion%20%26%20den&age=youth&tags=faith,holy-spirit&time=3");
  });

  it("round-trips through parseFilterQuery", () => {
    const filters = {
      search: "Nuhu na safina",
      ageGroup: "children",
      tags: ["hope", "obedience"],
      maxReadingTime: 5,
    };
    const query = new URLSearchParams(filterQueryString(filters, 10));
    expect(parseFilterQuery(query, 10)).toEqual(filters);
  });
});
