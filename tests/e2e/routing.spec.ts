import { expect, test } from "@playwright/test";
import swMessages from "../../messages/sw.json" with { type: "json" };

const redirects: [from: string, to: string, cookie?: string][] = [
  ["/", "/en"],
  ["/", "/sw", "sw"],
  ["/bible", "/en/bible", "sw"],
  ["/bible/John", "/en/bible/John"],
  ["/bible/John/3", "/en/bible/John/3"],
  ["/stories", "/en/stories"],
  ["/stories/david-and-goliath", "/en/stories/david-and-goliath", "sw"],
  ["/bookmarks", "/en/bookmarks"],
  ["/upgrade", "/sw/upgrade", "sw"],
  ["/privacy-policy", "/en/privacy-policy"],
  ["/fr/bible/John/3", "/en/bible/John/3"],
  ["/de", "/sw", "sw"],
];

test.describe("language redirects", () => {
  for (const [from, to, cookie] of redirects) {
    test(`${from}${cookie ? ` (stored ${cookie})` : ""} → ${to}`, async ({ request }) => {
      const response = await request.get(from, {
        maxRedirects: 0,
        headers: cookie ? { Cookie: `NEXT_LOCALE=${cookie}` } : {},
      });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location, "http://localhost").pathname).toBe(to);
    });
  }

  test("/auth stays without a language prefix", async ({ request }) => {
    const response = await request.get("/auth", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test("visiting a language page stores it for the next unprefixed visit", async ({ page }) => {
    await page.goto("/sw");
    await page.goto("/");
    await expect(page).toHaveURL(/\/sw$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  });
});

test.describe("language toggle", () => {
  test("switches a Bible chapter and keeps the book and chapter", async ({ page }) => {
    await page.goto("/en/bible/John/3");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/sw\/biblia\/Yohana\/3$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/en\/bible\/John\/3$/);
  });

  test("switches a story and keeps its slug", async ({ page }) => {
    await page.goto("/en/stories/david-and-goliath");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/sw\/hadithi\/david-and-goliath$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sw");
  });
});

test.describe("not found", () => {
  test("shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/en/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test("speaks Swahili on Swahili paths", async ({ page }) => {
    const response = await page.goto("/sw/hakuna-ukurasa-huu");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Samahani! Ukurasa haupatikani" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Ukurasa haupatikani \| /);
  });
});

test.describe("translation files", () => {
  test("serves each language and refuses others", async ({ request }) => {
    const sw = await request.get("/locales/sw/translation.json");
    expect(sw.status()).toBe(200);
    expect((await sw.json()).Nav.bible).toBe("Biblia");
    expect((await request.get("/locales/fr/translation.json")).status()).toBe(404);
  });

  test("serves the reader's texts for what follows an action, per language", async ({
    request,
  }) => {
    const sw = await request.get("/locales/sw/reader.json", { maxRedirects: 0 });
    expect(sw.status()).toBe(200);
    expect(sw.headers()["cache-control"]).toBe("public, max-age=3600, s-maxage=86400");
    const texts = await sw.json();
    expect(texts.search.loadMore).toBe(swMessages.Bible.loadMore);
    expect(texts.verseBookmark.limitTitle).toBe(swMessages.VerseBookmark.limitTitle);
    expect(texts.planTracker.planPath).toBe("/sw/mipango/__plan__");
    expect(texts.planTracker.marked).toContain("{reference}");
    expect((await request.get("/locales/fr/reader.json")).status()).toBe(404);
  });

  test("the health check reports the database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });
});

test.describe("navigation on a phone @mobile", () => {
  test("opens the menu with the main links and the /auth links", async ({ page }) => {
    await page.goto("/en");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "AI Chat" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Bible" })).toHaveAttribute("href", "/en/bible");
    await expect(menu.getByRole("link", { name: "Stories" })).toHaveAttribute(
      "href",
      "/en/stories",
    );
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?mode=signin",
    );
    await expect(menu.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/auth?mode=signup",
    );
    await menu.getByRole("link", { name: "Stories" }).click();
    await expect(page).toHaveURL(/\/en\/stories$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("navigation on a desktop", () => {
  test("shows the sticky top navigation", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Bible" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?mode=signin",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});
