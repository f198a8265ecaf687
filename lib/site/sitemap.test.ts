import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "@/lib/bible/books";
import { storySlugs } from "@/lib/stories/data";
import { sitemapEntries } from "./sitemap";

const ORIGIN = "https://neno.example";
const CHAPTERS = BIBLE_BOOKS.reduce((sum, book) => sum + book.chapters, 0);
const STATIC_PAGES = ["", "/bible", "/stories", "/devotionals", "/plans", "/privacy-policy"];
const PLANS = 5;

let savedSiteUrl: string | undefined;
beforeEach(() => {
  savedSiteUrl = process.env.SITE_URL;
  process.env.SITE_URL = ORIGIN;
});
afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
});

describe("sitemapEntries", () => {
  it("lists every landing, Bible index, book, chapter, story list, story and public page once", () => {
    const stories = storySlugs();
    expect(CHAPTERS).toBe(1189);
    for (const locale of ["en", "sw"] as const) {
      const urls = sitemapEntries(locale).map((entry) => entry.url);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toHaveLength(
        STATIC_PAGES.length + BIBLE_BOOKS.length + CHAPTERS + stories.length + PLANS,
      );
      expect(urls.every((url) => url.startsWith(`${ORIGIN}/${locale}`))).toBe(true);
    }
    const english = sitemapEntries("en").map((entry) => entry.url);
    expect(english).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/en`,
        `${ORIGIN}/en/bible`,
        `${ORIGIN}/en/bible/Psalms`,
        `${ORIGIN}/en/bible/Psalms/150`,
        `${ORIGIN}/en/bible/1%20Samuel/31`,
        `${ORIGIN}/en/stories`,
        `${ORIGIN}/en/stories/${stories[0]}`,
        `${ORIGIN}/en/privacy-policy`,
        `${ORIGIN}/en/devotionals`,
        `${ORIGIN}/en/plans/gospel-of-john-21-days`,
      ]),
    );
    const swahili = sitemapEntries("sw").map((entry) => entry.url);
    expect(swahili).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/sw/biblia`,
        `${ORIGIN}/sw/biblia/Zaburi/150`,
        `${ORIGIN}/sw/biblia/Ufunuo%20wa%20Yohana`,
        `${ORIGIN}/sw/hadithi/${stories.at(-1)}`,
        `${ORIGIN}/sw/mipango`,
        `${ORIGIN}/sw/mipango/hard-times-7-days`,
      ]),
    );
  });

  it("keeps member pages, sign-in and the API out", () => {
    const urls = [...sitemapEntries("en"), ...sitemapEntries("sw")].map((entry) => entry.url);
    for (const hidden of [
      "/bookmarks",
      "/profile",
      "/ai-chat",
      "/upgrade",
      "/support",
      "/auth",
      "/api",
    ]) {
      expect(
        urls.filter((url) => url.includes(hidden)),
        hidden,
      ).toEqual([]);
    }
  });

  it("gives each page its address in both languages, the other language naming the book its way", () => {
    const john3 = sitemapEntries("en").find((entry) => entry.url === `${ORIGIN}/en/bible/John/3`);
    expect(john3?.alternates?.languages).toEqual({
      en: `${ORIGIN}/en/bible/John/3`,
      sw: `${ORIGIN}/sw/biblia/Yohana/3`,
      "x-default": `${ORIGIN}/en/bible/John/3`,
    });
    const swahili = sitemapEntries("sw");
    for (const entry of swahili) {
      expect(entry.alternates?.languages?.sw).toBe(entry.url);
    }
    // The English sitemap lists the same pages as the Swahili one, by their English addresses.
    expect(sitemapEntries("en").map((entry) => entry.alternates?.languages?.sw)).toEqual(
      swahili.map((entry) => entry.url),
    );
  });

  it("dates every page, stories by their own last change", () => {
    const entries = sitemapEntries("en");
    for (const entry of entries) {
      expect(Number.isNaN(new Date(entry.lastModified ?? "").getTime()), entry.url).toBe(false);
    }
    const story = entries.find((entry) => entry.url.includes("/stories/noah-and-the-flood"));
    expect(story?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  });
});
