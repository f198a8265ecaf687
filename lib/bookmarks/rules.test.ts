import { describe, expect, it } from "vitest";
import { bookmarkTagNames, requiredTagOf, titleFromText, UNTITLED } from "./rules";

describe("titleFromText", () => {
  it("takes the first non-blank line, trimmed", () => {
    expect(titleFromText("  What is grace?  \nAnd why?")).toBe("What is grace?");
    expect(titleFromText("\n\n  \r\nSecond line first\r\nthird")).toBe("Second line first");
  });

  it("keeps a line of 97 characters whole and cuts a longer one to 97 plus '...'", () => {
    const exact = "a".repeat(97);
    expect(titleFromText(exact)).toBe(exact);
    expect(titleFromText(`${"b".repeat(97)}c`)).toBe(`${"b".repeat(97)}...`);
    expect(titleFromText("word ".repeat(40))).toHaveLength(100);
  });

  it("counts characters, never splitting an emoji", () => {
    const title = titleFromText("🙏".repeat(120));
    expect(Array.from(title)).toHaveLength(100);
    expect(title.startsWith("🙏".repeat(97))).toBe(true);
  });

  it("is 'Untitled' without any text", () => {
    expect(titleFromText(undefined)).toBe(UNTITLED);
    expect(titleFromText("")).toBe(UNTITLED);
    expect(titleFromText(" \n\t\n ")).toBe(UNTITLED);
  });
});

describe("bookmarkTagNames", () => {
  it("adds the type's required tag once, whatever the case the member typed", () => {
    expect(requiredTagOf("NOTE")).toBeUndefined();
    expect(bookmarkTagNames("NOTE", ["Faith"])).toEqual(["Faith"]);
    expect(bookmarkTagNames("VERSE", ["Faith"])).toEqual(["Faith", "Bible Verse"]);
    expect(bookmarkTagNames("VERSE", ["bible verse"])).toEqual(["bible verse"]);
    expect(bookmarkTagNames("INSIGHT", [])).toEqual(["AI Response"]);
  });

  it("keeps each name once, in its first spelling, and drops blank ones", () => {
    expect(bookmarkTagNames("NOTE", [" Hope ", "HOPE", "hope", "", "  ", "Love"])).toEqual([
      "Hope",
      "Love",
    ]);
  });
});
