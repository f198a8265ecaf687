import { describe, expect, it } from "vitest";
import { readRelatedVerse } from "./verse-entry";

describe("readRelatedVerse", () => {
  it("links a verse to the reader at that verse", () => {
    expect(readRelatedVerse("John 3:16 — For God so loved the world.", "en")).toEqual({
      reference: "John 3:16",
      text: "For God so loved the world.",
      href: "/en/bible/John/3#v16",
    });
  });

  it("links a range to its first verse and keeps the Swahili book name", () => {
    expect(readRelatedVerse("1 Yohana 4:7–8 — Wapenzi, na tupendane.", "sw")).toEqual({
      reference: "1 Yohana 4:7–8",
      text: "Wapenzi, na tupendane.",
      href: "/sw/biblia/1%20Yohana/4#v7",
    });
  });

  it("sends an English psalm citation to the book of Psalms", () => {
    expect(readRelatedVerse("Psalm 23 — The LORD is my shepherd.", "en").href).toBe(
      "/en/bible/Psalms/23",
    );
  });

  it("shows an entry it cannot read as text, without a link", () => {
    expect(readRelatedVerse("Grace and peace", "en")).toEqual({
      reference: "",
      text: "Grace and peace",
      href: null,
    });
  });
});
