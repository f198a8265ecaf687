import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { Crawler, mapLimit, pathOf, spread, type CrawledPage } from "./crawl-support";

/** Next.js renders metadata into the head, without streaming, for user agents it knows as bots. */
const CRAWLER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PERMANENT_REDIRECTS = [301, 308];
const CHAPTERS = 1189;
const BOOKS = 66;
/** The landing, the Bible, the stories, the devotionals, the privacy policy, the plans and each plan. */
const STATIC_PAGES_PER_LANGUAGE = 5 + 1 + 5;
const CONCURRENCY = 6;

/** One of each kind: prerendered and on-demand, single verses and ranges, first and last verses. */
const VERSE_PAGES = [
  "/en/bible/John/3/16",
  "/sw/biblia/Yohana/3/16",
  "/en/bible/Genesis/1/1",
  "/sw/biblia/Mwanzo/1/31",
  "/en/bible/Psalms/119/105-112",
  "/sw/biblia/Zaburi/23/1-6",
  "/en/bible/Jude/1/24-25",
];

const CHAPTER_PATH = /^\/(?:en\/bible|sw\/biblia)\/[^/]+\/\d+$/;
const BOOK_PATH = /^\/(?:en\/bible|sw\/biblia)\/[^/]+$/;
const STORY_PATH = /^\/(?:en\/stories|sw\/hadithi)\/[^/]+$/;

test.describe.configure({ mode: "serial" });

let api: APIRequestContext;
let crawler: Crawler;
let disallowed: string[] = [];
let sitemap: Array<{ path: string; alternates: Record<string, string> }> = [];
let sample: CrawledPage[] = [];

const isCrawlable = (path: string) => !disallowed.some((prefix) => path.startsWith(prefix));
const languageOf = (path: string) => path.split("/")[1];

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL, userAgent: CRAWLER_AGENT });
  crawler = new Crawler(api);
});

test.afterAll(async () => {
  await api.dispose();
});

test.describe("a search engine crawling the production build", () => {
  test("robots.txt points to the sitemap and keeps the API, sign-in and member pages out", async () => {
    const response = await api.get("/robots.txt");
    expect(response.status()).toBe(200);
    const robots = await response.text();
    disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(([, path]) => path.trim());
    for (const language of ["en", "sw"]) {
      for (const section of ["bookmarks", "profile", "ai-chat", "upgrade", "support"]) {
        expect(disallowed).toContain(`/${language}/${section}`);
      }
    }
    expect(disallowed).toEqual(expect.arrayContaining(["/api/", "/auth"]));
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1].trim() ?? "";
    expect(pathOf(sitemapUrl)).toBe("/sitemap.xml");
  });

  test("the sitemap lists every public page in both languages, each with its pair", async () => {
    const response = await api.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    sitemap = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      path: pathOf(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? ""),
      alternates: Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
          lang,
          pathOf(href),
        ]),
      ),
    }));
    const paths = sitemap.map((entry) => entry.path);
    const stories = paths.filter((path) => path.startsWith("/en/stories/")).length;
    expect(stories).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(2 * (CHAPTERS + BOOKS + stories + STATIC_PAGES_PER_LANGUAGE));
    expect(paths.filter((path) => !isCrawlable(path))).toEqual([]);

    const byPath = new Map(sitemap.map((entry) => [entry.path, entry]));
    for (const entry of sitemap) {
      const language = languageOf(entry.path);
      const other = language === "en" ? "sw" : "en";
      expect(entry.alternates[language], entry.path).toBe(entry.path);
      expect(byPath.get(entry.alternates[other])?.alternates[language], entry.path).toBe(
        entry.path,
      );
    }
    test.info().annotations.push({ type: "sitemap URLs", description: String(paths.length) });
  });

  test("sampled pages answer 200 with a unique title, a short description and their own canonical", async () => {
    test.setTimeout(60_000);
    const paths = sitemap.map((entry) => entry.path);
    const chosen = [
      ...paths.filter((path) => !CHAPTER_PATH.test(path) && !BOOK_PATH.test(path)),
      ...spread(
        paths.filter((path) => CHAPTER_PATH.test(path)),
        100,
      ),
      ...spread(
        paths.filter((path) => BOOK_PATH.test(path)),
        12,
      ),
      ...VERSE_PAGES,
    ];
    expect(chosen.filter((path) => STORY_PATH.test(path)).length).toBeGreaterThan(0);
    sample = await mapLimit(chosen, CONCURRENCY, (path) => crawler.page(path));

    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const page of sample) {
      if (page.status !== 200) problems.push(`${page.path}: status ${page.status}`);
      if (!page.title) problems.push(`${page.path}: no title`);
      else if (titles.has(page.title))
        problems.push(`${page.path}: title "${page.title}" also on ${titles.get(page.title)}`);
      else titles.set(page.title, page.path);
      if (!page.description) problems.push(`${page.path}: no description`);
      else if (page.description.length > 160)
        problems.push(`${page.path}: description of ${page.description.length} characters`);
      if (!page.canonical || pathOf(page.canonical) !== page.path)
        problems.push(`${page.path}: canonical ${page.canonical}`);
    }
    expect(problems).toEqual([]);
  });

  test("hreflang links of the sampled pages point at each other", async () => {
    test.setTimeout(60_000);
    const pairs = sample.flatMap((page) => {
      const language = languageOf(page.path);
      return Object.entries(page.alternates)
        .filter(([lang]) => lang !== language && lang !== "x-default")
        .map(([, href]) => ({ page, language, other: pathOf(href) }));
    });
    expect(pairs.length).toBeGreaterThanOrEqual(sample.length);
    const problems = (
      await mapLimit(pairs, CONCURRENCY, async ({ page, language, other }) => {
        const found: string[] = [];
        if (pathOf(page.alternates[language] ?? "") !== page.path)
          found.push(`${page.path}: hreflang ${language} is ${page.alternates[language]}`);
        if (!page.alternates["x-default"]) found.push(`${page.path}: no x-default`);
        const counterpart = await crawler.page(other);
        if (counterpart.status !== 200) found.push(`${other}: status ${counterpart.status}`);
        else if (pathOf(counterpart.alternates[language] ?? "") !== page.path)
          found.push(
            `${other}: points back to ${counterpart.alternates[language]}, not ${page.path}`,
          );
        return found;
      })
    ).flat();
    expect(problems).toEqual([]);
  });

  test("every sampled page has a PNG link preview", async () => {
    test.setTimeout(60_000);
    const images = [...new Set(sample.map((page) => pathOf(page.ogImage ?? "")))];
    expect(sample.filter((page) => !page.ogImage).map((page) => page.path)).toEqual([]);
    const problems = (
      await mapLimit(images, 4, async (image) => {
        const response = await api.get(image);
        const type = response.headers()["content-type"];
        return response.status() === 200 && type === "image/png"
          ? []
          : [`${image}: ${response.status()} ${type}`];
      })
    ).flat();
    expect(problems).toEqual([]);
  });

  test("every sampled page's structured data parses and names its vocabulary and types", async () => {
    const problems: string[] = [];
    for (const page of sample) {
      if (page.jsonLd.length === 0) problems.push(`${page.path}: no JSON-LD`);
      for (const json of page.jsonLd) {
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(json) as Record<string, unknown>;
        } catch {
          problems.push(`${page.path}: JSON-LD does not parse`);
          continue;
        }
        if (data["@context"] !== "https://schema.org") problems.push(`${page.path}: @context`);
        const nodes = (data["@graph"] as Array<Record<string, unknown>> | undefined) ?? [data];
        for (const node of nodes)
          if (!node["@type"]) problems.push(`${page.path}: a node without @type`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("every internal link on the sampled pages answers 200 or a permanent redirect", async () => {
    // Hundreds of pages, most rendered for the first time: a guard against a hang, not a speed target.
    test.setTimeout(180_000);
    const links = [...new Set(sample.flatMap((page) => page.links))].filter(isCrawlable);
    expect(links.length).toBeGreaterThan(sample.length);
    const statuses = await mapLimit(links, CONCURRENCY, (link) => crawler.status(link));
    const broken = links
      .map((link, index) => ({ link, status: statuses[index] }))
      .filter(({ status }) => status !== 200 && !PERMANENT_REDIRECTS.includes(status));
    expect(broken).toEqual([]);
  });

  test("a verse written as a reference moves permanently to its page; a missing verse is a 404", async () => {
    for (const [from, to] of [
      ["/en/bible/John/3:16", "/en/bible/John/3/16"],
      ["/sw/biblia/Yohana/3:16", "/sw/biblia/Yohana/3/16"],
      ["/en/bible/John/3:16-18", "/en/bible/John/3/16-18"],
      ["/en/bible/Yohana/3/16", "/en/bible/John/3/16"],
      ["/en/bible/John/3/16-16", "/en/bible/John/3/16"],
      ["/sw/biblia/yohana", "/sw/biblia/Yohana"],
    ]) {
      const response = await api.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      // Next.js repeats the (same) Location header on a redirect's first, uncached render.
      const locations = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === "location");
      expect(new Set(locations.map(({ value }) => pathOf(value))), from).toEqual(new Set([to]));
    }
    const missing = await api.get("/en/bible/John/3/37");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain(en.NotFound.title);
  });

  test("every public Swahili page is at most three clicks from /sw", async () => {
    test.setTimeout(60_000);
    const depth = new Map<string, number>([["/sw", 0]]);
    let frontier = ["/sw"];
    for (let level = 1; level <= 3; level++) {
      const pages = await mapLimit(frontier, CONCURRENCY, (path) => crawler.page(path));
      frontier = [];
      for (const link of pages.flatMap((page) => page.links)) {
        const path = link.split("?")[0];
        if (languageOf(path) !== "sw" || !isCrawlable(path) || depth.has(path)) continue;
        depth.set(path, level);
        frontier.push(path);
      }
      // The last level's pages are counted, not read.
      if (level === 3) break;
    }
    const swahili = sitemap.map((entry) => entry.path).filter((path) => languageOf(path) === "sw");
    expect(swahili.filter((path) => !depth.has(path))).toEqual([]);
    const deepest = Math.max(...swahili.map((path) => depth.get(path) ?? Infinity));
    expect(deepest).toBeLessThanOrEqual(3);
    test
      .info()
      .annotations.push({ type: "deepest click depth from /sw", description: String(deepest) });
  });
});
