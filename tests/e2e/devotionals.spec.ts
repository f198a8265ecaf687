import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { readableEntries, rotationIndex, eastAfricaDay } from "@/lib/devotionals/rotation";
import { seriousViolations } from "./fixtures/accessibility";
import { test } from "./fixtures/auth";

interface DevotionalFile {
  slug: string;
  day: number;
  en: { title: string };
  sw: { title: string };
}

// The collection in rotation order, read as the server reads it.
const directory = path.resolve("content/devotionals");
const devotionals = readdirSync(directory)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(path.join(directory, file), "utf8")) as DevotionalFile)
  .sort((a, b) => a.day - b.day);
const now = new Date();
const weekly = devotionals[readableEntries(now, devotionals.length, { premium: false })[0].index];
const todays = devotionals[rotationIndex(eastAfricaDay(now), devotionals.length)];
const freeSlugs = new Set(
  readableEntries(now, devotionals.length, { premium: false }).map(
    ({ index }) => devotionals[index].slug,
  ),
);
const locked = devotionals.find((devotional) => !freeSlugs.has(devotional.slug))!;

test.describe("devotionals", () => {
  test("a visitor reads this week’s devotional", async ({ page }) => {
    const t = en.Devotionals;
    await page.goto("/en/devotionals");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.weekLabel })).toBeVisible();
    await expect(page.getByText(t.upgradeNote)).toBeVisible();
    await page.getByRole("link", { name: t.readDevotional }).click();
    await expect(page).toHaveURL(`/en/devotionals/${weekly.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: weekly.en.title })).toBeVisible();
    await expect(page.locator("blockquote sup").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: t.prayerTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.questionTitle })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("@mobile a visitor reads it in Swahili at phone size", async ({ page }) => {
    const t = sw.Devotionals;
    await page.goto("/sw/tafakari");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.weekLabel })).toBeVisible();
    await page.getByRole("link", { name: t.readDevotional }).tap();
    await expect(page).toHaveURL(`/sw/tafakari/${weekly.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: weekly.sw.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.prayerTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: /katika sura yake$/ })).toBeVisible();
  });

  test("a free member sees another day’s devotional locked, with its title and passage", async ({
    page,
    signUp,
  }) => {
    const t = en.Devotionals;
    await signUp();
    await page.goto(`/en/devotionals/${locked.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: locked.en.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.lockedTitle })).toBeVisible();
    await expect(page.locator("blockquote sup").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: t.prayerTitle })).toHaveCount(0);
    await expect(page.getByRole("link", { name: t.upgrade })).toHaveAttribute(
      "href",
      "/en/upgrade",
    );
    await page.getByRole("link", { name: t.weekLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: weekly.en.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a premium member reads today’s devotional and every day’s", async ({
    page,
    signUp,
    grantPremium,
  }) => {
    const t = sw.Devotionals;
    const account = await signUp();
    await grantPremium(account.email);
    await page.goto("/sw/tafakari");
    await expect(page.getByRole("heading", { name: t.todayLabel })).toBeVisible();
    await expect(page.getByRole("heading", { name: todays.sw.title })).toBeVisible();
    await expect(page.getByText(t.upgradeNote)).toHaveCount(0);
    await page.goto(`/sw/tafakari/${locked.slug}`);
    await expect(page.getByRole("heading", { name: t.prayerTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.lockedTitle })).toHaveCount(0);
  });

  test("the landing and a member’s menu lead to the devotionals; an unknown one is a 404", async ({
    page,
    signUp,
  }) => {
    await page.goto("/en");
    await page.getByRole("link", { name: en.Landing.features.devotionals.title }).click();
    await expect(page).toHaveURL("/en/devotionals");
    await signUp();
    await page.goto("/en/bible");
    await page
      .getByRole("navigation", { name: en.Nav.primary })
      .getByRole("link", { name: en.Nav.devotionals })
      .click();
    await expect(page).toHaveURL("/en/devotionals");
    const missing = await page.request.get("/en/devotionals/no-such-devotional");
    expect(missing.status()).toBe(404);
  });
});
