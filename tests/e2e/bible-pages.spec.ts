import { expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/accessibility";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { BIBLE, BibleReaderPage, fill } from "./bible-support";

const JOHN_3_16_EN =
  "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.";
const JOHN_3_16_SW =
  "Kwa maana jinsi hii Mungu aliupenda ulimwengu, hata akamtoa Mwanawe pekee, ili kila mtu amwaminiye asipotee, bali awe na uzima wa milele.";

test.describe("Bible pages for crawlers", () => {
  test("a chapter is server-rendered with its verses, without JavaScript, in both languages", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/en/bible/John/3");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^John Chapter 3 \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("John Chapter 3");
    await expect(page.locator("#verse-list > li")).toHaveCount(36);
    await expect(page.locator("#v16 [data-verse-text]")).toHaveText(
      new RegExp(`^16${JOHN_3_16_EN.replace("only born", "only born.?")}$`),
    );
    await expect(page.locator("#v16 [aria-hidden='true']").first()).toHaveText("16");
    await expect(
      page
        .getByRole("navigation", { name: "Books of the New Testament" })
        .getByRole("link", { name: /^Acts/ }),
    ).toHaveAttribute("href", "/en/bible/Acts/1");

    await page.goto("/sw/biblia/Yohana/3");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page).toHaveTitle(/^Yohana Sura ya 3 \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yohana Sura ya 3");
    await expect(page.locator("#v16 [data-verse-text]")).toHaveText(`16${JOHN_3_16_SW}`);
    await context.close();
  });

  test("a chapter has description, canonical, alternates, Open Graph and JSON-LD", async ({
    page,
  }) => {
    await page.goto("/en/bible/John/3");
    const head = page.locator("head");
    await expect(head.locator("meta[name='description']")).toHaveAttribute(
      "content",
      /^Read John chapter 3 in the World English Bible: Now there was a man/,
    );
    await expect(head.locator("link[rel='canonical']")).toHaveAttribute(
      "href",
      /\/en\/bible\/John\/3$/,
    );
    await expect(head.locator("link[rel='alternate'][hreflang='sw']")).toHaveAttribute(
      "href",
      /\/sw\/biblia\/Yohana\/3$/,
    );
    await expect(head.locator("link[rel='alternate'][hreflang='x-default']")).toHaveAttribute(
      "href",
      /\/en\/bible\/John\/3$/,
    );
    await expect(head.locator("meta[property='og:title']")).toHaveAttribute(
      "content",
      "John Chapter 3",
    );
    await expect(head.locator("meta[property='og:url']")).toHaveAttribute(
      "content",
      /\/en\/bible\/John\/3$/,
    );
    await expect(head.locator("meta[property='og:locale']")).toHaveAttribute("content", "en_US");

    const graphs = await page.locator("script[type='application/ld+json']").allTextContents();
    const nodes = graphs.flatMap(
      (json) => (JSON.parse(json) as { "@graph"?: Array<Record<string, unknown>> })["@graph"] ?? [],
    );
    const chapter = nodes.find((node) => node["@type"] === "Chapter");
    expect(chapter).toMatchObject({
      name: "John Chapter 3",
      position: 3,
      inLanguage: "en",
      isPartOf: { "@type": "Book", name: "John" },
    });
    const breadcrumb = nodes.find((node) => node["@type"] === "BreadcrumbList") as {
      itemListElement: Array<{ name: string }>;
    };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Bible",
      "John",
      "John Chapter 3",
    ]);

    await page.goto("/sw/biblia/Yohana/3");
    await expect(page.locator("head meta[name='description']")).toHaveAttribute(
      "content",
      /^Soma Yohana sura ya 3 katika Swahili Union Version: /,
    );
    await expect(page.locator("head link[rel='alternate'][hreflang='en']")).toHaveAttribute(
      "href",
      /\/en\/bible\/John\/3$/,
    );
  });

  test("the books list page is crawlable: both testaments' books are links in the HTML", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/en/bible");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^The Holy Bible \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BIBLE.en.holyBible);
    await expect(page.getByText(BIBLE.en.selectBookPrompt)).toBeVisible();
    await expect(page.locator("section[data-testament] a")).toHaveCount(66);
    await expect(
      page.locator("section[data-testament]").getByRole("link", { name: /^Genesis/ }),
    ).toHaveAttribute("href", "/en/bible/Genesis");
    await expect(page.locator("section[data-testament='new'] a").first()).toHaveAttribute(
      "href",
      "/en/bible/Matthew",
    );
    await expect(page.locator("head link[rel='alternate'][hreflang='sw']")).toHaveAttribute(
      "href",
      /\/sw\/biblia$/,
    );

    await page.goto("/sw/biblia");
    await expect(page).toHaveTitle(/^Biblia Takatifu \| /);
    await expect(
      page.locator("section[data-testament]").getByRole("link", { name: /^Mwanzo/ }),
    ).toHaveAttribute("href", "/sw/biblia/Mwanzo");
    await expect(
      page.locator("section[data-testament]").getByRole("link", { name: /^1 Samweli/ }),
    ).toHaveAttribute("href", "/sw/biblia/1%20Samweli");
    await context.close();
  });

  test("the books page's testament toggle shows one grid and keeps it in the URL", async ({
    page,
  }) => {
    await page.goto("/en/bible");
    await page.waitForLoadState("networkidle");
    const oldGrid = page.locator("section[data-testament='old']");
    const newGrid = page.locator("section[data-testament='new']");
    await expect(oldGrid).toBeVisible();
    await expect(newGrid).toBeHidden();
    await page.getByRole("button", { name: BIBLE.en.newTestament }).click();
    await expect(page.getByRole("button", { name: BIBLE.en.newTestament })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(newGrid).toBeVisible();
    await expect(oldGrid).toBeHidden();
    await expect(page).toHaveURL(/\/en\/bible\?testament=new$/);

    await page.reload();
    await expect(newGrid).toBeVisible();
    await expect(oldGrid).toBeHidden();
    await newGrid.getByRole("link", { name: /^Romans/ }).click();
    await expect(page).toHaveURL(/\/en\/bible\/Romans$/);
    await page.getByRole("link", { name: "Romans chapter 8", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/bible\/Romans\/8$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Romans Chapter 8");
  });

  test("book names in the other language, any case or abbreviated move to the canonical address", async ({
    page,
  }) => {
    const cases: Array<[string, RegExp]> = [
      ["/en/bible/jn", /\/en\/bible\/John$/],
      ["/en/bible/jn/3", /\/en\/bible\/John\/3$/],
      ["/en/bible/Yohana/3", /\/en\/bible\/John\/3$/],
      ["/en/bible/JOHN/3", /\/en\/bible\/John\/3$/],
      ["/en/bible/John/three", /\/en\/bible\/John\/1$/],
      ["/en/bible/1%20Sam/2", /\/en\/bible\/1%20Samuel\/2$/],
      ["/sw/biblia/John/3", /\/sw\/biblia\/Yohana\/3$/],
      ["/sw/biblia/Zab/23", /\/sw\/biblia\/Zaburi\/23$/],
      ["/sw/biblia/1%20Sam", /\/sw\/biblia\/1%20Samweli$/],
      ["/sw/biblia/1%20Samweli/1", /\/sw\/biblia\/1%20Samweli\/1$/],
    ];
    for (const [from, to] of cases) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      await expect(page, from).toHaveURL(to);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 Samweli Sura ya 1");
  });

  test("a first visit to another spelling gets one Location, and keeps its query", async ({
    request,
  }) => {
    const cases: Array<[string, number, string]> = [
      ["/en/bible/2%20Sam/3?plan=john-21", 308, "/en/bible/2%20Samuel/3?plan=john-21"],
      ["/sw/biblia/Mwa", 308, "/sw/biblia/Mwanzo"],
      ["/sw/biblia/Luka/2:1", 308, "/sw/biblia/Luka/2/1"],
      ["/en/bible/Mark/one", 307, "/en/bible/Mark/1"],
    ];
    for (const [from, status, location] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(status);
      const locations = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === "location")
        .map(({ value }) => {
          const url = new URL(value, response.url());
          return url.pathname + url.search;
        });
      expect(locations, from).toEqual([location]);
    }
  });

  test("a book page lists every chapter as a link, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/sw/biblia/Zaburi");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Zaburi: sura zote 150 \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zaburi");
    const chapters = page.getByRole("list", { name: "Sura" }).getByRole("link");
    await expect(chapters).toHaveCount(150);
    await expect(
      page.getByRole("link", { name: "Zaburi sura ya 150", exact: true }),
    ).toHaveAttribute("href", "/sw/biblia/Zaburi/150");
    const graph = JSON.parse(
      (await page.locator("script[type='application/ld+json']").textContent()) ?? "{}",
    ) as { "@graph": Array<{ "@type": string; hasPart?: unknown[] }> };
    expect(graph["@graph"][0]).toMatchObject({ "@type": "Book", name: "Zaburi" });
    expect(graph["@graph"][0].hasPart).toHaveLength(150);
    await context.close();
  });

  test("a verse page shows the verse first and links to it in its chapter", async ({ page }) => {
    const response = await page.goto("/en/bible/John/3/16");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^John 3:16 \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("John 3:16");
    await expect(page.locator("blockquote")).toContainText("For God so loved the world");
    await page.getByRole("link", { name: "Read the whole of John chapter 3" }).click();
    await expect(page).toHaveURL(/\/en\/bible\/John\/3#v16$/);
    await expect(page.locator("#v16")).toBeInViewport();

    await page.goto("/sw/biblia/Yohana/3/16-18");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yohana 3:16–18");
    await expect(page.locator("blockquote p")).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an unknown book or chapter is the 404 page with a 404 status", async ({ page }) => {
    const notFoundTitle = { en: en.NotFound.title, sw: sw.NotFound.title };
    for (const path of [
      "/en/bible/Hezekiah/1",
      "/en/bible/John/22",
      "/en/bible/John/0",
      "/sw/biblia/Haipo",
      "/sw/biblia/Yohana/99",
      "/en/bible/John/3/37",
      "/sw/biblia/Yohana/3/0",
      "/en/bible/John/3/18-16",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      const locale = path.startsWith("/sw") ? "sw" : "en";
      await expect(
        page.getByRole("heading", { level: 1, name: notFoundTitle[locale] }),
      ).toBeVisible();
    }
  });

  test("a chapter page is served from the cache, not rendered per request", async ({ request }) => {
    const path = "/en/bible/Jude/1";
    await request.get(path);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    const prerendered = await request.get("/sw/biblia/Yohana/3");
    expect(prerendered.headers()["x-nextjs-cache"]).toMatch(/HIT|PRERENDER/);
  });

  test("a page opened before is answered from memory: the same page, headers and ETag; 304 when unchanged", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const path = "/sw/biblia/Mika/6";
    const browser = {
      Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "Accept-Encoding": "gzip, deflate, br",
    };
    // A shared link's query string always takes Next's own way.
    const first = await request.get(`${path}?from=share`, { headers: browser, maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()["x-page-cache"]).toBeUndefined();
    const kept = await request.get(path, { headers: browser, maxRedirects: 0 });
    expect(kept.status()).toBe(200);
    expect(kept.headers()["x-page-cache"]).toBe("memory");
    expect(kept.headers()["content-encoding"]).toBe("gzip");
    expect(await kept.text()).toBe(await first.text());
    // Then the server sends what it sent for the kept page again, before the request reaches Next.
    const sentAgain = await request.get(path, { headers: browser, maxRedirects: 0 });
    expect(sentAgain.status()).toBe(200);
    expect(sentAgain.headers()["x-page-cache"]).toBe("front");
    expect(sentAgain.headers()["content-encoding"]).toBe("gzip");
    expect(await sentAgain.text()).toBe(await first.text());
    for (const header of [
      "etag",
      "content-type",
      "cache-control",
      "vary",
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
    ]) {
      expect(kept.headers()[header], header).toBe(first.headers()[header]);
      expect(sentAgain.headers()[header], header).toBe(first.headers()[header]);
    }
    // A reader new to the site has the page's language remembered from the kept page as well.
    const newReader = await playwright.request.newContext({ baseURL });
    const firstVisit = await newReader.get(path, { headers: browser, maxRedirects: 0 });
    expect(firstVisit.headers()["x-page-cache"]).toBe("memory");
    expect(firstVisit.headers()["set-cookie"]).toContain("NEXT_LOCALE=sw");
    await newReader.dispose();
    const anotherNewReader = await playwright.request.newContext({ baseURL });
    const itsFirstVisit = await anotherNewReader.get(path, { headers: browser, maxRedirects: 0 });
    expect(itsFirstVisit.headers()["x-page-cache"]).toBe("front");
    expect(itsFirstVisit.headers()["set-cookie"]).toContain("NEXT_LOCALE=sw");
    await anotherNewReader.dispose();

    const unchanged = await request.get(path, {
      headers: { ...browser, "If-None-Match": kept.headers()["etag"] },
      maxRedirects: 0,
    });
    expect(unchanged.status()).toBe(304);
    expect((await unchanged.body()).length).toBe(0);

    // The client router's request for the same page still gets its payload, not the HTML.
    const payload = await request.get(path, { headers: { RSC: "1" } });
    expect(payload.status()).toBe(200);
    expect(payload.headers()["content-type"]).toContain("text/x-component");
    expect(payload.headers()["x-page-cache"]).toBeUndefined();
  });

  test("a chapter's alternates are only those of its HTML: no Link header with the book misnamed", async ({
    request,
  }) => {
    // next-intl's header named /en/bible/Zaburi/23 (not Psalms) and an x-default without a language.
    const response = await request.get("/sw/biblia/Zaburi/23", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["link"]).toBeUndefined();
  });

  test("a chapter's verses travel once: in the HTML, not again in its RSC payload", async ({
    request,
  }) => {
    for (const [path, verse] of [
      ["/en/bible/John/3", "For God so loved the world"],
      ["/sw/biblia/Yohana/3", "Kwa maana jinsi hii Mungu aliupenda ulimwengu"],
      ["/en/bible/Jude/1", "Now to him who is able to keep"],
    ]) {
      const html = await (await request.get(path)).text();
      expect(html.split(verse).length - 1, path).toBe(1);
      const payload = await (await request.get(path, { headers: { RSC: "1" } })).text();
      expect(payload, path).not.toContain(verse);
    }
  });

  test("texts only an action needs are fetched on first use, not carried by the chapter", async ({
    request,
  }) => {
    for (const [path, messages] of [
      ["/en/bible/John/3", en],
      ["/sw/biblia/Yohana/3", sw],
    ] as const) {
      const html = await (await request.get(path)).text();
      for (const text of [
        messages.Bible.loadMore,
        messages.VerseBookmark.limitTitle,
        messages.PlanActions.backToPlan,
      ]) {
        expect(html, `${path}: ${text}`).not.toContain(text);
      }
      expect(html, path).toContain(messages.Bible.searchPlaceholder);
    }
  });

  // One test per page, so that the scans (several seconds each) spread over the workers.
  for (const path of ["/en/bible/Psalms/23", "/sw/biblia/Mathayo/5", "/en/bible"]) {
    test(`${path} has no serious accessibility violations, in light and dark`, async ({ page }) => {
      for (const colorScheme of ["dark", "light"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page), colorScheme).toEqual([]);
      }
    });
  }

  test("the reader's texts exist in both languages", () => {
    expect(Object.keys(BIBLE.sw).sort()).toEqual(Object.keys(BIBLE.en).sort());
    expect(fill(BIBLE.sw.chapterTitle, { book: "Yohana", chapter: 3 })).toBe("Yohana Sura ya 3");
  });
});

test.describe("Bible reading comfort", () => {
  test("Psalm 23 shows its title and poetry lines; Matthew 5 shows red letters and footnotes on demand", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("Psalms", 23);
    await expect(reader.verse(1).getByText("A Psalm by David.")).toBeVisible();
    expect(await reader.verse(1).locator("[data-verse-text] > span").count()).toBeGreaterThan(1);

    await reader.goto("Matthew", 5);
    await expect(page.getByText(BIBLE.en.wordsOfJesus)).toBeVisible();
    const red = reader.verse(3).locator("[data-words-of-jesus]").first();
    await expect(red).toContainText("Blessed are the poor in spirit");
    const color = await red.evaluate((element) => getComputedStyle(element).color);
    expect(color).not.toBe(
      await reader.verse(1).evaluate((element) => getComputedStyle(element).color),
    );

    const marker = reader
      .verse(5)
      .getByRole("button", { name: fill(BIBLE.en.footnote, { marker: "c" }) });
    await marker.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await marker.click();
    const note = page.locator("[popover]:popover-open");
    await expect(note).toBeVisible();
    await expect(note).toContainText("or, land.");
    // Anchored at its marker (CSS anchor positioning), not in the middle of the screen.
    const markerBox = (await marker.boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    const below = Math.abs(noteBox.y - (markerBox.y + markerBox.height));
    const above = Math.abs(noteBox.y + noteBox.height - markerBox.y);
    expect(Math.min(below, above)).toBeLessThan(16);
    await page.keyboard.press("Escape");
    await expect(note).toHaveCount(0);
  });

  test("the text size control changes the verses and is remembered", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 1);
    const size = () =>
      reader.verse(1).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const before = await size();
    await reader.button(BIBLE.en.largerText).click();
    await expect.poll(size).toBeGreaterThan(before);
    const larger = await size();
    await page.reload();
    await expect.poll(size).toBe(larger);
    await reader.button(BIBLE.en.smallerText).click();
    await expect.poll(size).toBe(before);
  });

  test("the largest text size stays after a language switch", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    const size = () =>
      reader.verse(16).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const larger = reader.button(BIBLE.en.largerText);
    while (await larger.isEnabled()) await larger.click();
    const largest = await size();
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/sw\/biblia\/Yohana\/3$/);
    await expect(reader.button(BIBLE.sw.largerText)).toBeDisabled();
    await expect.poll(size).toBe(largest);
  });
});
