import { expect, test, type Page } from "@playwright/test";
import {
  apiStories,
  seriousViolations,
  STORIES,
  STORIES_SECTION,
  type Locale,
} from "./stories-support";

const BIBLE_SECTION = { en: "bible", sw: "biblia" } as const;

async function story(request: Parameters<typeof apiStories>[0], locale: Locale, slug: string) {
  const found = (await apiStories(request, locale)).find((item) => item.slug === slug);
  if (!found) throw new Error(`No story ${slug}`);
  return found;
}

async function openStory(page: Page, locale: Locale, slug: string) {
  const response = await page.goto(`/${locale}/${STORIES_SECTION[locale]}/${slug}`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
}

test.describe("story page", () => {
  for (const locale of ["en", "sw"] as const) {
    const t = STORIES[locale];

    test(`shows every part of the story (${locale})`, async ({ page, request }) => {
      const creation = await story(request, locale, "creation");
      await openStory(page, locale, "creation");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(creation.title);
      await expect(main.getByRole("link", { name: t.backToStories })).toHaveAttribute(
        "href",
        `/${locale}/${STORIES_SECTION[locale]}`,
      );
      await expect(main.getByRole("button", { name: t.share })).toBeVisible();
      await expect(main.getByRole("img", { name: creation.image_alt })).toBeVisible();
      await expect(
        main.getByRole("list", { name: t.tags }).first().getByRole("listitem"),
      ).toHaveText(creation.tags_list.slice(0, 4));
      const firstParagraph = creation.story_content_plain.split("\n\n")[0];
      await expect(main.getByText(firstParagraph.slice(0, 80))).toBeVisible();

      await expect(main.getByRole("heading", { name: t.details })).toBeVisible();
      const passage = main.getByRole("link", { name: new RegExp(`^${creation.reference}`) });
      const book = locale === "en" ? "Genesis" : "Mwanzo";
      await expect(passage).toHaveAttribute(
        "href",
        `/${locale}/${BIBLE_SECTION[locale]}/${book}/1#v1`,
      );
      await expect(main.getByText(creation.age_group, { exact: true }).last()).toBeVisible();
      await expect(
        main
          .getByText(t.readingTime.replace("{minutes}", String(creation.reading_time_minutes)))
          .last(),
      ).toBeVisible();
      await expect(main.locator(`time[datetime="${creation.created_at}"]`)).toBeVisible();

      await expect(main.getByRole("heading", { name: t.tags })).toBeVisible();
      const tagLink = main.getByRole("link", { name: creation.tags_list[0], exact: true });
      await expect(tagLink).toHaveAttribute(
        "href",
        `/${locale}/${STORIES_SECTION[locale]}?tags=${creation.tag_ids[0]}`,
      );

      const takeaway = main.getByRole("figure").filter({ hasText: t.keyTakeaway });
      await expect(takeaway.getByRole("blockquote")).toHaveText(creation.moral_lesson);
      await main.getByRole("link", { name: t.exploreMore }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${STORIES_SECTION[locale]}$`));
    });
  }

  test("the passage link opens the Bible reader at the first verse", async ({ page }) => {
    await openStory(page, "en", "david-and-goliath");
    await expect(page.getByRole("link", { name: /^1 Samuel 17:1-51/ })).toHaveAttribute(
      "href",
      "/en/bible/1%20Samuel/17#v1",
    );
    await openStory(page, "sw", "crossing-the-red-sea");
    await expect(page.getByRole("link", { name: /^Kutoka 14:10-31/ })).toHaveAttribute(
      "href",
      "/sw/biblia/Kutoka/14#v10",
    );
  });

  test("has metadata, Open Graph and Article and BreadcrumbList structured data", async ({
    page,
    request,
    baseURL,
  }) => {
    const noah = await story(request, "sw", "noah-and-the-flood");
    await openStory(page, "sw", "noah-and-the-flood");
    await expect(page).toHaveTitle(new RegExp(`^${noah.title}`));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(
      noah.story_content_plain
        .replace(/\s+/g, " ")
        .startsWith((description ?? "").replace(/…$/, "")),
    ).toBe(true);
    // Story pages are prerendered, so their absolute URLs carry the SITE_URL of the build.
    const path = async (selector: string, attribute = "href") =>
      new URL((await page.locator(selector).first().getAttribute(attribute)) ?? "", baseURL)
        .pathname;
    expect(await path('link[rel="canonical"]')).toBe("/sw/hadithi/noah-and-the-flood");
    expect(await path('link[rel="alternate"][hreflang="en"]')).toBe(
      "/en/stories/noah-and-the-flood",
    );
    expect(await path('link[rel="alternate"][hreflang="x-default"]')).toBe(
      "/en/stories/noah-and-the-flood",
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const previewImage = await path('meta[property="og:image"]', "content");
    expect(previewImage).toMatch(/^\/sw\/(hadithi|stories)\/noah-and-the-flood\/opengraph-image/);
    // Link previews (WhatsApp, Facebook) need a raster image, not the SVG illustration.
    const preview = await request.get(previewImage);
    expect(preview.headers()["content-type"]).toBe("image/png");

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.flatMap((block) => JSON.parse(block)["@graph"] ?? []);
    const article = graph.find((node: { "@type": string }) => node["@type"] === "Article");
    expect(article).toMatchObject({
      headline: noah.title,
      inLanguage: "sw",
      image: { url: expect.stringMatching(/\/stories\/noah-and-the-flood\.svg$/) },
      datePublished: noah.created_at,
      dateModified: noah.updated_at,
      about: { name: noah.reference, url: expect.stringMatching(/\/sw\/biblia\/Mwanzo\/7#v1$/) },
    });
    const breadcrumbs = graph.find(
      (node: { "@type": string }) => node["@type"] === "BreadcrumbList",
    );
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      STORIES.sw.breadcrumbHome,
      STORIES.sw.title,
      noah.title,
    ]);
  });

  test("shows 'Image unavailable' when the illustration cannot load", async ({ page }) => {
    await page.route("**/stories/creation.svg", (route) => route.abort());
    await page.goto("/en/stories/creation");
    await expect(page.getByRole("img", { name: STORIES.en.imageUnavailable })).toBeVisible();
  });

  test("switching language keeps the story", async ({ page, request }) => {
    const [english, swahili] = await Promise.all([
      story(request, "en", "ruth-and-naomi"),
      story(request, "sw", "ruth-and-naomi"),
    ]);
    await openStory(page, "en", "ruth-and-naomi");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/sw\/hadithi\/ruth-and-naomi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(swahili.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/en\/stories\/ruth-and-naomi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  });

  test("has no serious accessibility problems, in dark and light", async ({ page }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await openStory(page, "sw", "queen-esther");
      expect(await seriousViolations(page, colorScheme), colorScheme).toEqual([]);
    }
  });

  test("reads well on a phone @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStory(page, "en", "the-prodigal-son");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: STORIES.en.share })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("link", { name: STORIES.en.exploreMore })).toBeVisible();
  });
});

test.describe("sharing a story", () => {
  test("without a share sheet, copies the URL and says so", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }),
    );
    await openStory(page, "en", "creation");
    await page.getByRole("button", { name: STORIES.en.share }).click();
    await expect(page.getByText(STORIES.en.linkCopied, { exact: true })).toBeVisible();
    await expect(page.getByText(STORIES.en.linkCopiedDescription)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("with a share sheet, shares the title and URL", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    await openStory(page, "sw", "creation");
    await page.getByRole("button", { name: STORIES.sw.share }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([
      expect.objectContaining({ title: "Mungu Aumba Ulimwengu", url: page.url() }),
    ]);
    await expect(page.getByText(STORIES.sw.linkCopied)).toBeHidden();
  });

  test("when sharing fails, copies the URL without a message", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "share", {
        value: () => Promise.reject(new TypeError("Sharing failed")),
        configurable: true,
      }),
    );
    await openStory(page, "en", "the-good-samaritan");
    await page.evaluate(() => navigator.clipboard.writeText("nothing yet"));
    await page.getByRole("button", { name: STORIES.en.share }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText(STORIES.en.linkCopied)).toBeHidden();
  });
});

test.describe("unknown story", () => {
  for (const locale of ["en", "sw"] as const) {
    test(`answers 404 with 'Story not found' (${locale})`, async ({ page }) => {
      const response = await page.goto(`/${locale}/${STORIES_SECTION[locale]}/no-such-story`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: STORIES[locale].notFoundTitle }),
      ).toBeVisible();
      await expect(page.getByText(STORIES[locale].notFoundDescription)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page).toHaveTitle(new RegExp(`^${STORIES[locale].notFoundTitle}`));
      await page.getByRole("main").getByRole("link", { name: STORIES[locale].exploreMore }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${STORIES_SECTION[locale]}$`));
    });
  }
});
