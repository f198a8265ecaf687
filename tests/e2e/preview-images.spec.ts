import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import shepherd from "../../content/devotionals/the-lord-is-my-shepherd.json" with { type: "json" };
import multitude from "../../content/devotionals/a-great-multitude.json" with { type: "json" };
import yearPlan from "../../content/plans/bible-in-a-year.json" with { type: "json" };
import johnPlan from "../../content/plans/gospel-of-john-21-days.json" with { type: "json" };

type Locale = "en" | "sw";

const SECTION = {
  devotionals: { en: "devotionals", sw: "tafakari" },
  plans: { en: "plans", sw: "mipango" },
} as const;

// One of each kind per language; the Swahili devotional has one of the longest titles.
const PAGES: ReadonlyArray<{
  kind: keyof typeof SECTION;
  locale: Locale;
  item: { slug: string } & Record<Locale, { title: string }>;
}> = [
  { kind: "devotionals", locale: "en", item: shepherd },
  { kind: "devotionals", locale: "sw", item: multitude },
  { kind: "plans", locale: "en", item: yearPlan },
  { kind: "plans", locale: "sw", item: johnPlan },
];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's header chunk, which always comes first. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A meta tag's URL as a path on the server under test (absolute URLs carry SITE_URL's origin). */
async function metaPath(page: Page, selector: string) {
  const content = await page.locator(selector).first().getAttribute("content");
  expect(content).toBeTruthy();
  const url = new URL(content ?? "", page.url());
  return `${url.pathname}${url.search}`;
}

async function expectPreviewPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
}

test.describe("link preview images", () => {
  for (const { kind, locale, item } of PAGES) {
    const { slug } = item;
    const name = kind === "devotionals" ? "devotional" : "reading plan";

    test(`a ${name}'s page shares its own 1200×630 PNG card (${locale})`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(`/${locale}/${SECTION[kind][locale]}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        item[locale].title,
      );

      // The page's own card (its route lives under the English section name), not the site's.
      const image = await metaPath(page, 'meta[property="og:image"]');
      expect(image).toMatch(
        new RegExp(`^/${locale}/(${SECTION[kind].en}|${SECTION[kind].sw})/${slug}/opengraph-image`),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
        "content",
        "1200",
      );
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
        "content",
        "630",
      );
      await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute(
        "content",
        "image/png",
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      expect(await metaPath(page, 'meta[name="twitter:image"]')).toBe(image);

      await expectPreviewPng(request, image);

      // No card for a slug that is not one.
      const unknown = image.replace(`/${slug}/`, `/no-such-${slug}/`);
      expect((await request.get(unknown)).status()).toBe(404);
    });
  }
});

// What a screen reader says for a shared link's picture, in the page's language.
const DESCRIBED_PREVIEWS: ReadonlyArray<[path: string, alt: string | RegExp]> = [
  ["/sw/biblia/Yohana/3/16", /^Yohana 3:16: “Kwa maana jinsi hii Mungu aliupenda ulimwengu,/],
  ["/en/bible/John/3/16", /^John 3:16: “For God so loved the world,/],
  [
    "/sw/biblia/Zaburi/23",
    "Zaburi Sura ya 23 katika Swahili Union Version, pamoja na mistari yake ya kwanza",
  ],
  ["/en/bible/Psalms/23", "Psalms Chapter 23 in the World English Bible, with its first verses"],
  ["/sw/hadithi", "Hadithi za Biblia zenye picha, kwenye Neno Bible Study"],
  ["/sw/hadithi/noah-and-the-flood", "Picha ya hadithi ya Nuhu na Gharika Kuu (Mwanzo 7:1-24)"],
  [
    "/en/stories/noah-and-the-flood",
    "An illustration of Noah and the Great Flood (Genesis 7:1-24)",
  ],
  ["/sw/tafakari/into-the-deep", "Kwa Neno Lako, tafakari juu ya Luka 5:1–11"],
  [
    "/sw/mipango/bible-in-a-year",
    "Biblia Nzima kwa Mwaka Mmoja, mpango wa kusoma Biblia kwenye Neno Bible Study",
  ],
];

test("each preview picture is described in its page's language", async ({ page, request }) => {
  for (const [path, alt] of DESCRIBED_PREVIEWS) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", alt);
    await expectPreviewPng(request, await metaPath(page, 'meta[property="og:image"]'));
  }
});
