import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };

const LANDING = { en: en.Landing, sw: sw.Landing } as const;
const BIBLE_SECTION = { en: "bible", sw: "biblia" } as const;

type Locale = keyof typeof LANDING;

interface JsonLdNode {
  "@type"?: string;
  "@id"?: string;
  [key: string]: unknown;
}

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as JsonLdNode & { "@graph"?: JsonLdNode[] };
    return data["@graph"] ?? [data];
  });
}

/** Statically rendered pages carry the origin SITE_URL had when the site was built. */
async function declaredOrigin(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").origin;
}

async function verseOfTheDay(page: Page, locale: Locale) {
  const card = page.getByRole("figure").filter({ hasText: LANDING[locale].verseOfTheDay });
  const reference = (await card.locator("cite").textContent())?.trim() ?? "";
  const quote = (await card.getByRole("blockquote").textContent())?.trim() ?? "";
  return { card, reference, text: quote.replace(/^“|”$/g, "") };
}

for (const locale of ["en", "sw"] as const) {
  const t = LANDING[locale];

  test.describe(`landing page (${locale})`, () => {
    test("hero offers the Bible, the AI chat and the upgrade", async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1, name: t.heroTitle })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: t.openBible, exact: true })).toHaveAttribute(
        "href",
        `/${locale}/${BIBLE_SECTION[locale]}`,
      );
      await expect(main.getByRole("link", { name: t.chatWithAi, exact: true })).toHaveAttribute(
        "href",
        `/${locale}/ai-chat`,
      );
      await expect(main.getByRole("link", { name: t.upgrade, exact: true })).toHaveAttribute(
        "href",
        `/${locale}/upgrade`,
      );

      await main.getByRole("link", { name: t.openBible, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${BIBLE_SECTION[locale]}$`));
    });

    test("shows the four feature cards, three testimonials and the closing call to action", async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const features = page.getByRole("region", { name: t.featuresTitle });
      for (const key of ["bible", "assistant", "bookmarks", "devotionals"] as const) {
        await expect(
          features.getByRole("heading", { level: 3, name: t.features[key].title }),
        ).toBeVisible();
        await expect(features.getByText(t.features[key].description)).toBeVisible();
      }
      await expect(features.getByRole("listitem")).toHaveCount(4);

      const testimonials = page.getByRole("region", { name: t.testimonialsTitle });
      await expect(testimonials.getByRole("figure")).toHaveCount(3);
      for (const key of ["first", "second", "third"] as const) {
        await expect(testimonials.getByText(t.testimonials[key].quote)).toBeVisible();
        await expect(testimonials.getByText(t.testimonials[key].name)).toBeVisible();
      }

      const closing = page.getByRole("region", { name: t.ctaTitle });
      await expect(closing.getByRole("link", { name: t.ctaPrimary })).toHaveAttribute(
        "href",
        `/${locale}/${BIBLE_SECTION[locale]}`,
      );
      await expect(closing.getByRole("link", { name: t.ctaSecondary })).toHaveAttribute(
        "href",
        /^\/auth\?mode=signup/,
      );
    });

    test("the verse of the day links to that verse in the reader", async ({ page }) => {
      await page.goto(`/${locale}`);
      const verse = await verseOfTheDay(page, locale);
      await expect(verse.card).toBeVisible();
      expect(verse.text.length).toBeGreaterThan(10);
      const [, chapter, number] = /(\d+):(\d+)$/.exec(verse.reference) ?? [];
      expect(number, `reference "${verse.reference}"`).toBeTruthy();

      const link = verse.card.getByRole("link", { name: new RegExp(t.readChapter) });
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(`^/${locale}/${BIBLE_SECTION[locale]}/[^/]+/${chapter}#v${number}$`),
      );
      await link.click();
      await expect(page).toHaveURL(
        new RegExp(`/${BIBLE_SECTION[locale]}/[^/]+/${chapter}#v${number}$`),
      );
      const row = page.locator(`[id="v${number}"]`);
      await expect(row).toBeVisible();
      await expect(row).toContainText(verse.text);
    });

    test("is the same verse for every visitor on the same day", async ({ page, browser }) => {
      await page.goto(`/${locale}`);
      const first = await verseOfTheDay(page, locale);
      const other = await browser.newContext({ timezoneId: "America/Los_Angeles" });
      const otherPage = await other.newPage();
      await otherPage.goto(`/${locale}`);
      const second = await verseOfTheDay(otherPage, locale);
      expect(second.reference).toBe(first.reference);
      expect(second.text).toBe(first.text);
      await other.close();
    });

    test("has its own title, description, canonical and alternate links", async ({ page }) => {
      await page.goto(`/${locale}`);
      const origin = await declaredOrigin(page);
      await expect(page).toHaveTitle(t.metaTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        t.metaDescription,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}/${locale}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${origin}/en`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="sw"]')).toHaveAttribute(
        "href",
        `${origin}/sw`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${origin}/en`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        t.metaTitle,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `${origin}/${locale}`,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        locale === "en" ? "en_US" : "sw_KE",
      );
      const image = page.locator('meta[property="og:image"]');
      await expect(image).toHaveAttribute(
        "content",
        new RegExp(`^${origin}/${locale}/opengraph-image`),
      );
      const imageUrl = new URL((await image.getAttribute("content")) ?? "");
      const response = await page.request.get(`${imageUrl.pathname}${imageUrl.search}`);
      expect(response.headers()["content-type"]).toBe("image/png");
    });

    test("describes the site and its Bible search as valid JSON-LD", async ({ page }) => {
      await page.goto(`/${locale}`);
      const origin = await declaredOrigin(page);
      const nodes = await structuredData(page);
      const website = nodes.find((node) => node["@type"] === "WebSite");
      const organization = nodes.find((node) => node["@type"] === "Organization");
      expect(website).toMatchObject({
        url: `${origin}/${locale}`,
        inLanguage: locale,
        description: t.metaDescription,
      });
      expect(website?.potentialAction).toMatchObject({
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${origin}/${locale}/${BIBLE_SECTION[locale]}?search={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      });
      expect(organization).toMatchObject({ url: origin, logo: `${origin}/icon.svg` });
      expect(typeof organization?.name).toBe("string");
      expect((website?.publisher as JsonLdNode | undefined)?.["@id"]).toBe(organization?.["@id"]);
    });
  });
}

test("the landing page is complete without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sw");
  await expect(page.getByRole("heading", { level: 1, name: LANDING.sw.heroTitle })).toBeVisible();
  await expect(
    page.getByRole("figure").filter({ hasText: LANDING.sw.verseOfTheDay }).locator("cite"),
  ).toHaveText(/\d+:\d+$/);
  await expect(
    page.getByRole("region", { name: LANDING.sw.testimonialsTitle }).getByRole("figure"),
  ).toHaveCount(3);
  await context.close();
});

test("the landing is answered from memory while fresh, with the freshness Next gives it", async ({
  request,
}) => {
  const browser = {
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Encoding": "gzip, deflate, br",
  };
  // A query string takes Next's own way; Next renders the landing again if its copy is stale.
  const fromNext = await request.get("/sw?from=share", { headers: browser, maxRedirects: 0 });
  expect(fromNext.headers()["x-page-cache"]).toBeUndefined();
  const cacheControl = "s-maxage=300, stale-while-revalidate=31535700";
  expect(fromNext.headers()["cache-control"]).toBe(cacheControl);
  await expect
    .poll(
      async () => {
        const response = await request.get("/sw", { headers: browser, maxRedirects: 0 });
        return response.headers()["x-page-cache"];
      },
      { timeout: 15_000 },
    )
    .toMatch(/^(memory|front)$/);
  const kept = await request.get("/sw", { headers: browser, maxRedirects: 0 });
  expect(kept.headers()["x-page-cache"]).toBe("front");
  expect(kept.headers()["cache-control"]).toBe(cacheControl);
  expect(kept.headers()["content-security-policy"]).toBe(
    fromNext.headers()["content-security-policy"],
  );
  expect(await kept.text()).toContain(LANDING.sw.verseOfTheDay);
  const unchanged = await request.get("/sw", {
    headers: { ...browser, "If-None-Match": kept.headers()["etag"] },
    maxRedirects: 0,
  });
  expect(unchanged.status()).toBe(304);
});

test("the landing page fits a phone screen @mobile", async ({ page }) => {
  await page.goto("/en");
  const main = page.getByRole("main");
  for (const name of [LANDING.en.openBible, LANDING.en.chatWithAi, LANDING.en.upgrade]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
