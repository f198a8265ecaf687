import { describe, expect, it } from "vitest";
import { tagNameToAdd, toggleTagName, uniqueTagNames } from "./tag-names";

describe("tag names", () => {
  it("keeps each name once whatever its case, in the order first seen", () => {
    expect(
      uniqueTagNames(["Bible Verse"], ["hope", "bible verse"], ["Hope", " ", "Faith"]),
    ).toEqual(["Bible Verse", "hope", "Faith"]);
  });

  it("adds a typed tag under an existing spelling, tidied and cut to 40 characters", () => {
    expect(tagNameToAdd("  HOPE ", ["Hope"])).toBe("Hope");
    expect(tagNameToAdd("  new   tag ", ["Hope"])).toBe("new tag");
    expect(tagNameToAdd("x".repeat(50), [])).toBe("x".repeat(40));
    expect(tagNameToAdd("   ", [])).toBeNull();
  });

  it("toggles a name in and out of the selection", () => {
    expect(toggleTagName(["Hope"], "Love")).toEqual(["Hope", "Love"]);
    expect(toggleTagName(["Hope", "Love"], "hope")).toEqual(["Love"]);
  });
});
