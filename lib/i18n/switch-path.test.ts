// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { alternateLanguagePath, switchLanguagePath } from "./switch-path";

describe("switchLanguagePath", () => {
  it("swaps the language and the section word", () => {
    expect(switchLanguagePath("/en/bible", "sw")).toBe("/sw/biblia");
    expect(switchLanguagePath("/sw/biblia/Yohana/3", "en")).toBe("/en/bible/Yohana/3");
    expect(switchLanguagePath("/en/stories/david-and-goliath", "sw")).toBe(
      "/sw/hadithi/david-and-goliath",
    );
    expect(switchLanguagePath("/sw/tafakari/god-is-love", "en")).toBe(
      "/en/devotionals/god-is-love",
    );
  });

  it("keeps queries and verse anchors", () => {
    expect(switchLanguagePath("/sw/hadithi?tags=faith", "en")).toBe("/en/stories?tags=faith");
    expect(switchLanguagePath("/en/bible/John/3#v16", "sw")).toBe("/sw/biblia/John/3#v16");
  });

  it("keeps pages whose path is the same in both languages", () => {
    expect(switchLanguagePath("/en/upgrade", "sw")).toBe("/sw/upgrade");
    expect(switchLanguagePath("/sw", "en")).toBe("/en");
  });
});

describe("alternateLanguagePath", () => {
  it("reads the page's alternate link for the target language", () => {
    const head = document.createElement("head");
    head.innerHTML = `
      <link rel="alternate" hreflang="en" href="https://neno.example/en/bible/John/3">
      <link rel="alternate" hreflang="sw" href="https://neno.example/sw/biblia/Yohana/3">`;
    expect(alternateLanguagePath("sw", head)).toBe("/sw/biblia/Yohana/3");
    expect(alternateLanguagePath("en", head)).toBe("/en/bible/John/3");
  });

  it("answers null when the page declares none", () => {
    expect(alternateLanguagePath("sw", document.createElement("head"))).toBeNull();
  });
});
