import { describe, expect, it } from "vitest";
import { languageRedirect, storedLocaleFrom } from "./redirects";

describe("languageRedirect", () => {
  it("sends the root to the stored language, English by default", () => {
    expect(languageRedirect("/")).toBe("/en");
    expect(languageRedirect("/", "sw")).toBe("/sw");
  });

  it("leaves prefixed paths and /auth alone", () => {
    expect(languageRedirect("/en/bible/John/3")).toBeNull();
    expect(languageRedirect("/sw/hadithi")).toBeNull();
    expect(languageRedirect("/auth")).toBeNull();
  });

  it("sends unprefixed Bible and story paths to the English pages with their values", () => {
    expect(languageRedirect("/bible", "sw")).toBe("/en/bible");
    expect(languageRedirect("/bible/John")).toBe("/en/bible/John");
    expect(languageRedirect("/bible/John/3")).toBe("/en/bible/John/3");
    expect(languageRedirect("/bible/1%20John/4")).toBe("/en/bible/1%20John/4");
    expect(languageRedirect("/stories")).toBe("/en/stories");
    expect(languageRedirect("/stories/david-and-goliath", "sw")).toBe(
      "/en/stories/david-and-goliath",
    );
    expect(languageRedirect("/biblia/Yohana/3")).toBe("/sw/biblia/Yohana/3");
  });

  it("sends other unprefixed pages to the stored language", () => {
    expect(languageRedirect("/bookmarks")).toBe("/en/bookmarks");
    expect(languageRedirect("/upgrade", "sw")).toBe("/sw/upgrade");
    expect(languageRedirect("/no-such-page", "sw")).toBe("/sw/no-such-page");
  });

  it("replaces an unknown language prefix with the stored language", () => {
    expect(languageRedirect("/fr/bible/John/3")).toBe("/en/bible/John/3");
    expect(languageRedirect("/de", "sw")).toBe("/sw");
    expect(languageRedirect("/pt-BR/upgrade", "sw")).toBe("/sw/upgrade");
  });
});

describe("storedLocaleFrom", () => {
  it("accepts only supported languages", () => {
    expect(storedLocaleFrom("sw")).toBe("sw");
    expect(storedLocaleFrom("fr")).toBe("en");
    expect(storedLocaleFrom(undefined)).toBe("en");
  });
});
