import { expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/accessibility";
import {
  BIBLE,
  BibleReaderPage,
  expectBriefHighlight,
  fill,
  recordHighlights,
} from "./bible-support";

const t = BIBLE.en;

test.describe("Bible reader navigation", () => {
  test("previous/next chapter and the chapter picker move within the book; the ends are disabled", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 1);
    await expect(reader.stepControl("previousChapter")).toBeDisabled();
    await reader.stepControl("nextChapter").click();
    await reader.expectChapter("John", 2);
    await expect(reader.stepControl("nextChapter")).toBeFocused();
    await reader.stepControl("previousChapter").click();
    await reader.expectChapter("John", 1);

    await reader.chapterSelect.selectOption("21");
    await reader.expectChapter("John", 21);
    await expect(reader.chapterSelect).toHaveValue("21");
    await expect(reader.stepControl("nextChapter")).toBeDisabled();
    await expect(reader.chapterSelect.locator("option")).toHaveCount(21);

    // The links drawn as static markup (below the verses, the breadcrumb) stay in the app.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("link", { name: new RegExp(`^${fill(t.continueWith, { book: "Acts" })}`) })
      .click();
    await reader.expectChapter("Acts", 1);
    await page
      .getByRole("navigation", { name: t.breadcrumb })
      .getByRole("link", { name: "Acts" })
      .click();
    await expect(page).toHaveURL(/\/en\/bible\/Acts$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("the book list on large screens opens chapter 1 of a book; the testament toggle opens its first book", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await expect(reader.bookSelect).toBeHidden();
    const books = page.getByRole("navigation", {
      name: fill(t.booksOf, { testament: t.newTestament }),
    });
    await expect(books).toBeVisible();
    await expect(books.getByRole("link", { name: /^John/ }).first()).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.route(/\/en\/bible\/Revelation\/1\?_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await books.getByRole("link", { name: /^Revelation/ }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: fill(t.loadingChapter, { book: "Revelation", chapter: 1 }) }),
    ).toBeVisible();
    await reader.expectChapter("Revelation", 1);
    await expect(
      page.getByText(fill(t.loadingChapter, { book: "Revelation", chapter: 1 })),
    ).toHaveCount(0);
    await expect(books.getByRole("link", { name: /^Revelation/ })).toBeInViewport();

    await page
      .getByRole("navigation", { name: t.testament })
      .getByRole("link", { name: t.oldTestament })
      .click();
    await reader.expectChapter("Genesis", 1);
    await expect(
      page.getByRole("navigation", { name: fill(t.booksOf, { testament: t.oldTestament }) }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: t.testament })
        .getByRole("link", { name: t.oldTestament }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("a shared verse link opens with that verse marked and in view", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3, "#v16");
    await expect(reader.verse(16)).toBeInViewport();
    expect(await reader.verse(16).evaluate((element) => element.matches(":target"))).toBe(true);
    const background = await reader
      .verse(16)
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe(
      await reader.verse(15).evaluate((element) => getComputedStyle(element).backgroundColor),
    );
  });

  test("the language toggle moves between /en/bible/John/3 and /sw/biblia/Yohana/3", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/sw\/biblia\/Yohana\/3$/);
    await expect(reader.heading).toHaveText("Yohana Sura ya 3");
    await expect(reader.verse(16)).toContainText("Kwa maana jinsi hii Mungu aliupenda ulimwengu");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/en\/bible\/John\/3$/);
    await expect(reader.heading).toHaveText("John Chapter 3");
  });
});

test.describe("Bible reader verses", () => {
  test("typing in the search box highlights the chapter's matching verses", async ({ page }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await reader.search.fill("nicodemus");
    await expect(page.locator("#verse-list > li[data-filter-match]")).toHaveCount(3);
    for (const verse of [1, 4, 9])
      await expect(reader.verse(verse)).toHaveAttribute("data-filter-match", "");
    await expect(page.locator("#bible-filter-status")).toHaveText(
      "3 verses in this chapter contain “nicodemus”",
    );
    await reader.search.fill("");
    await expect(page.locator("#verse-list > li[data-filter-match]")).toHaveCount(0);
  });

  test("copy puts 'text — Reference (version)' and the verse's link on the clipboard and confirms it", async ({
    page,
    baseURL,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await reader.verse(16).hover();
    const copy = reader
      .verse(16)
      .getByRole("button", { name: fill(t.copyVerse, { reference: "John 3:16" }) });
    await expect(copy).toBeVisible();
    await copy.click();
    await expect(page.getByText(t.copiedDescription)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life. — John 3:16 (WEB)\n${baseURL}/en/bible/John/3/16`,
    );
  });

  test("copy is reachable by keyboard; visitors are offered the bookmark action (it leads to sign-in)", async ({
    page,
    baseURL,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("Psalms", 23);
    const copy = reader
      .verse(1)
      .getByRole("button", { name: fill(t.copyVerse, { reference: "Psalm 23:1" }) });
    await copy.focus();
    await expect(copy).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText(t.copiedDescription)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Yahweh is my shepherd; I shall lack nothing. — Psalm 23:1 (WEB)\n${baseURL}/en/bible/Psalms/23/1`,
    );
    await expect(
      reader
        .verse(1)
        .getByRole("button", { name: fill(t.bookmarkVerse, { reference: "Psalm 23:1" }) }),
    ).toBeVisible();
  });

  test("Swahili copy uses the Swahili reference and version", async ({ page }) => {
    const reader = new BibleReaderPage(page, "sw");
    await reader.goto("Yohana", 3);
    await reader
      .verse(16)
      .getByRole("button", { name: fill(BIBLE.sw.copyVerse, { reference: "Yohana 3:16" }) })
      .click();
    await expect(page.getByText(BIBLE.sw.copiedDescription)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^Kwa maana jinsi hii Mungu .* — Yohana 3:16 \(SUV\)\nhttp:\/\/[^/]+\/sw\/biblia\/Yohana\/3\/16$/,
    );
  });
});

test.describe("Bible reader on a phone", () => {
  test("@mobile book and chapter pickers with previous/next buttons, disabled at the ends of the testament", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("Genesis", 1);
    await expect(
      page.getByRole("navigation", { name: fill(t.booksOf, { testament: t.oldTestament }) }),
    ).toBeHidden();
    await expect(reader.bookSelect).toBeVisible();
    await expect(reader.bookSelect.locator("option")).toHaveCount(39);
    await expect(reader.stepControl("previousBook")).toBeDisabled();
    await expect(reader.stepControl("previousChapter")).toBeDisabled();

    await reader.stepControl("nextBook").click();
    await reader.expectChapter("Exodus", 1);
    await reader.bookSelect.selectOption({ label: "Malachi" });
    await reader.expectChapter("Malachi", 1);
    await expect(reader.stepControl("nextBook")).toBeDisabled();
    await reader.chapterSelect.selectOption("4");
    await reader.expectChapter("Malachi", 4);
    await expect(reader.stepControl("nextChapter")).toBeDisabled();

    await page
      .getByRole("navigation", { name: t.testament })
      .getByRole("link", { name: t.newTestament })
      .click();
    await reader.expectChapter("Matthew", 1);
    await expect(reader.stepControl("previousBook")).toBeDisabled();
    await expect(reader.bookSelect.locator("option")).toHaveCount(27);
  });

  test("@mobile verses take the screen's width; a tapped verse shows its actions", async ({
    page,
  }) => {
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByText(t.tapVerseHint)).toBeVisible();
    const row = reader.verse(3);
    const text = row.locator("[data-verse-text]");
    const copy = row.getByRole("button", { name: fill(t.copyVerse, { reference: "John 3:3" }) });
    const width = async (locator: typeof row) => (await locator.boundingBox())?.width ?? 0;
    expect(await width(text)).toBeGreaterThan((await width(row)) - 24);
    const actions = row.locator("[data-verse-text] + div");
    expect(await width(actions)).toBeLessThanOrEqual(1);

    // Near the verse number: a footnote marker in the middle of the text opens its note instead.
    const nearTheStart = { position: { x: 4, y: 8 } };
    await text.tap(nearTheStart);
    await expect.poll(() => width(copy)).toBeGreaterThanOrEqual(44);
    expect(await width(text)).toBeGreaterThan((await width(row)) - 24);
    expect(await seriousViolations(page, { within: "article" })).toEqual([]);
    await copy.tap();
    await expect(page.getByText(t.copiedDescription)).toBeVisible();

    const next = reader.verse(4);
    await next.locator("[data-verse-text]").tap(nearTheStart);
    await expect.poll(() => width(next.locator("[data-verse-text] + div"))).toBeGreaterThan(44);
    expect(await width(actions)).toBeLessThanOrEqual(1);
    await page.getByRole("heading", { level: 1 }).tap();
    await expect.poll(() => width(next.locator("[data-verse-text] + div"))).toBeLessThanOrEqual(1);
  });

  test("@mobile search and 'Go to verse' work on a phone", async ({ page }) => {
    const reader = new BibleReaderPage(page, "sw");
    await reader.goto("Mwanzo", 1);
    await reader.submitSearch("upendo");
    const results = reader.results;
    await expect(
      results
        .getByRole("link", {
          name: new RegExp(`^${fill(BIBLE.sw.goToVerseLabel, { reference: "" })}`),
        })
        .first(),
    ).toBeVisible();
    const target = results
      .getByRole("link", {
        name: new RegExp(`^${fill(BIBLE.sw.goToVerseLabel, { reference: "1 Wakorintho 13" })}`),
      })
      .first();
    const verse = Number((await target.getAttribute("href"))?.split("#v")[1]);
    const highlights = await recordHighlights(page);
    await target.click();
    await expect(page).toHaveURL(/\/sw\/biblia\/1%20Wakorintho\/13#v\d+$/);
    await expectBriefHighlight(highlights, verse);
    await expect(reader.verse(verse)).toBeInViewport();
  });
});
