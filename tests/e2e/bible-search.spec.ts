import { expect, test } from "@playwright/test";
import { BIBLE, BibleReaderPage, expectBriefHighlight, recordHighlights } from "./bible-support";

const t = BIBLE.en;

test.describe("Bible search", () => {
  test("verse results highlight the words found; 'Go to verse' opens the chapter and marks the verse briefly", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("Genesis", 1);
    const searchRequest = page.waitForRequest((request) =>
      request.url().includes("/api/v1/bible/search/books/?search=love"),
    );
    await reader.submitSearch("love");
    const request = await searchRequest;
    expect(request.headers()["locale"]).toBe("en");
    expect(request.headers()["request-time"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const status = reader.results.getByRole("status");
    await expect(status).toHaveText(/ verses? for “love”$/);
    await expect(reader.results.locator("mark").first()).toHaveText(/lov/i);
    // The close button's `size-8` overrides the icon button's size-9 (components layer, no tailwind-merge).
    const close = reader.results.getByRole("button", { name: t.clearSearch });
    expect(await close.evaluate((button) => getComputedStyle(button).width)).toBe("32px");

    const target = reader.results.getByRole("link", { name: /^Go to 1 John 4:8$/ });
    await expect(target).toBeVisible();
    const highlights = await recordHighlights(page);
    await target.click();
    await reader.expectChapter("1 John", 4);
    await expect(page).toHaveURL(/#v8$/);
    const { shownAfter, duration } = await expectBriefHighlight(highlights, 8);
    expect(shownAfter).toBeGreaterThanOrEqual(300);
    expect(duration).toBeGreaterThanOrEqual(1900);
    expect(duration).toBeLessThan(3000);
    await expect(reader.verse(8)).toBeInViewport();
    await expect(status).toHaveText(/ verses? for “love”$/);
  });

  test("the real total, then more verses on request, the keyboard carried to the first new one", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("Genesis", 1);
    await reader.submitSearch("love");
    const status = reader.results.getByRole("status");
    await expect(status).toHaveText(/^\d{3,} verses for “love”$/);
    const total = Number((await status.textContent())!.split(" ")[0]);
    const verses = reader.results.getByRole("listitem");
    await expect(verses).toHaveCount(50);
    await expect(verses.nth(0)).toContainText("1 Corinthians 13:4");
    await expect(reader.results.getByRole("link", { name: "Go to John 3:16" })).toBeVisible();
    await expect(reader.results.getByText(`Showing 50 of ${total}`)).toBeVisible();

    const more = reader.results.getByRole("button", { name: "Show more verses" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(verses).toHaveCount(100);
    await expect(verses.nth(50)).toBeFocused();
    await expect(reader.results.getByText(`Showing 100 of ${total}`)).toBeVisible();
    const places = await verses.locator("p.font-semibold").allTextContents();
    expect(new Set(places).size).toBe(100);
  });

  test("@mobile Swahili: the total and 'Onyesha mistari zaidi' at phone size", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await page.goto("/sw/biblia?search=upendo");
    const status = reader.results.getByRole("status");
    await expect(status).toHaveText(/^Mistari \d{3,} inayolingana na “upendo”$/);
    const verses = reader.results.getByRole("listitem");
    await expect(verses).toHaveCount(50);
    await reader.results.getByRole("button", { name: "Onyesha mistari zaidi" }).tap();
    await expect(verses).toHaveCount(100);
    await expect(reader.results.getByText(/^Inaonyesha 100 kati ya \d{3,}$/)).toBeVisible();
  });

  test("a ?search= address opens the books page with that search made (the site search of search engines)", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await page.goto("/sw/biblia?search=upendo");
    await expect(page.locator("#bible-search")).toHaveValue("upendo");
    await expect(reader.results.getByRole("status")).toHaveText(/“upendo”/);
    await expect(
      reader.results.getByRole("link", { name: /1 Wakorintho 13:/ }).first(),
    ).toBeVisible();
  });

  test("'Go to verse' within the chapter on screen highlights after a short delay", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await reader.submitSearch("eternal life");
    const link = reader.results.getByRole("link", { name: "Go to John 3:16" });
    const highlights = await recordHighlights(page);
    await link.click();
    await expect(page).toHaveURL(/\/en\/bible\/John\/3#v16$/);
    const { shownAfter, duration } = await expectBriefHighlight(highlights, 16);
    expect(shownAfter).toBeGreaterThanOrEqual(300);
    expect(duration).toBeGreaterThanOrEqual(1900);
    await expect(reader.verse(16)).toBeInViewport();
  });

  test("a query matching book names lists the books and searches no verses", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("Genesis", 1);
    let verseSearches = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/bible/search/")) verseSearches += 1;
    });
    await reader.submitSearch("john");
    await expect(reader.results.getByRole("status")).toHaveText("4 books match “john”");
    const links = reader.results.getByRole("link");
    await expect(links).toHaveCount(4);
    await expect(links.first()).toHaveAttribute("href", "/en/bible/John/1");

    await reader.submitSearch("yohana");
    await expect(reader.results.getByRole("link")).toHaveCount(5);
    await expect(reader.results.getByRole("link").last()).toContainText("Revelation");
    expect(verseSearches).toBe(0);

    await reader.submitSearch("john");
    await links.filter({ hasText: "3 John" }).click();
    await reader.expectChapter("3 John", 1);
  });

  test("an empty search clears the results", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await reader.submitSearch("light");
    await expect(reader.results).toBeVisible();
    await reader.submitSearch("   ");
    await expect(reader.results).toHaveCount(0);
  });

  test("a failed search says so and clears the results", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await page.route("**/api/v1/bible/search/**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await reader.submitSearch("light");
    await expect(reader.results.getByRole("status")).toHaveText(t.searchFailed);
    await expect(reader.results.locator("li")).toHaveCount(0);
  });

  test("Swahili search finds word forms and references", async ({ page }) => {
    const reader = new BibleReaderPage(page, "sw");
    await reader.goto("Yohana", 3);
    await reader.submitSearch("Yohana 3:16");
    await expect(
      reader.results.getByRole("link", { name: "Nenda kwenye Yohana 3:16" }),
    ).toBeVisible();
    await expect(reader.results.locator("ol > li").first()).toContainText("Yohana 3:16");
  });
});

test.describe("Bible books list cache", () => {
  test("the books list loads with the first use of the search box and is kept for 24 hours", async ({
    page,
  }) => {
    let bookRequests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/bible/books/")) bookRequests += 1;
    });
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await page.waitForLoadState("networkidle");
    expect(bookRequests).toBe(0);
    await reader.search.focus();
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem("bible_books_v1") ?? "null")?.books?.length ?? 0,
        ),
      )
      .toBe(66);
    expect(bookRequests).toBe(1);
    await reader.goto("John", 4);
    await reader.search.focus();
    await reader.submitSearch("Yohana");
    await expect(reader.results).toBeVisible();
    expect(bookRequests).toBe(1);
  });

  test("a books failure shows the error toast only when no list is stored", async ({ page }) => {
    await page.route("**/api/v1/bible/books/", (route) =>
      route.fulfill({ status: 503, body: "{}" }),
    );
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await reader.search.focus();
    await expect(page.getByText(t.booksFailed)).toBeVisible();

    await page.evaluate(() =>
      localStorage.setItem(
        "bible_books_v1",
        JSON.stringify({
          savedAt: Date.now() - 2 * 24 * 60 * 60 * 1000,
          books: [{ name: "John", testament: "NEW TESTAMENT", chapter: 21, id: "John" }],
        }),
      ),
    );
    await reader.goto("John", 4);
    await reader.search.focus();
    await reader.submitSearch("John");
    await expect(reader.results).toBeVisible();
    await expect(page.getByText(t.booksFailed)).toHaveCount(0);
  });
});
