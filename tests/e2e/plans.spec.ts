import { expect } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { seriousViolations } from "./fixtures/accessibility";
import { test } from "./fixtures/auth";

const JOHN = "gospel-of-john-21-days";
const plural = (template: string, count: number) =>
  template.replace(/^\{count, plural, .*?other \{(.*?)\}\}$/, "$1").replace("#", String(count));

test.describe("reading plans", () => {
  test("a visitor browses the plans and a plan’s days, and is asked to sign in to start", async ({
    page,
  }) => {
    const t = en.Plans;
    await page.goto("/en/plans");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    const list = page.getByRole("region", { name: t.allPlans });
    await expect(list.getByRole("article")).toHaveCount(5);
    await expect(list.getByRole("heading", { name: "The Bible in a Year" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await list.getByRole("link", { name: "The Bible in a Year", exact: true }).click();
    await expect(page).toHaveURL("/en/plans/bible-in-a-year");
    await expect(page.getByText(plural(t.days, 365), { exact: true })).toBeVisible();
    const days = page.getByRole("region", { name: t.scheduleTitle });
    await expect(days.getByRole("listitem")).toHaveCount(14);
    await expect(days.getByRole("link", { name: "Genesis 1", exact: true })).toHaveAttribute(
      "href",
      "/en/bible/Genesis/1?plan=bible-in-a-year&day=1",
    );
    await days.getByRole("link", { name: "Days 15–28" }).click();
    await expect(page.locator("#day-15")).toBeVisible();
    await expect(page.locator("#day-1")).toHaveCount(0);
    await expect(page.getByRole("link", { name: t.signInToStart })).toHaveAttribute(
      "href",
      "/auth?callbackUrl=%2Fen%2Fplans%2Fbible-in-a-year",
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect((await page.request.get("/en/plans/no-such-plan")).status()).toBe(404);
  });

  test("a member starts the John plan, reads day 1 in the reader and sees it marked", async ({
    page,
    signUp,
  }) => {
    const t = sw.Plans;
    const actions = sw.PlanActions;
    await signUp();
    await page.goto("/sw/mipango");
    await page.getByRole("link", { name: "Injili ya Yohana kwa Siku 21", exact: true }).click();
    await expect(page).toHaveURL(`/sw/mipango/${JOHN}`);
    await page.getByRole("button", { name: actions.start }).click();
    await expect(page.getByText(actions.started)).toBeVisible();
    const panel = page.getByRole("region", { name: t.progressLabel });
    await expect(panel.getByRole("heading", { name: "Siku ya 1: masomo ya leo" })).toBeVisible();
    await expect(panel.getByText("Umesoma siku 0 kati ya 21")).toBeVisible();

    await panel.getByRole("link", { name: "Yohana 1" }).click();
    await expect(page).toHaveURL(`/sw/biblia/Yohana/1?plan=${JOHN}&day=1`);
    await page.locator("#verse-list > li").last().scrollIntoViewIfNeeded();
    await expect(page.getByText("Siku ya 1 imekamilika. Hongera!")).toBeVisible();
    await page.getByRole("link", { name: actions.backToPlan }).click();

    await expect(page).toHaveURL(`/sw/mipango/${JOHN}`);
    await expect(panel.getByText("Umesoma siku 1 kati ya 21")).toBeVisible();
    await expect(panel.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "4");
    await expect(panel.getByText("Siku 1 mfululizo")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Inayofuata: siku ya 2" })).toBeVisible();
    const dayOne = page.getByRole("checkbox", { name: "Weka alama kuwa siku ya 1 imesomwa" });
    await expect(dayOne).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    await dayOne.click();
    await expect(page.getByText("Alama ya kusomwa imeondolewa kwenye siku ya 1.")).toBeVisible();
    await expect(panel.getByText("Umesoma siku 0 kati ya 21")).toBeVisible();

    await page.goto("/sw/mipango");
    const mine = page.getByRole("region", { name: t.yourPlans });
    await expect(mine.getByText("Injili ya Yohana kwa Siku 21")).toBeVisible();
    await mine
      .getByRole("link", { name: `${t.continuePlan}: Injili ya Yohana kwa Siku 21` })
      .click();

    await page.getByRole("button", { name: actions.leave }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: actions.leaveConfirm }).click();
    await expect(page.getByText(actions.left)).toBeVisible();
    await expect(page.getByRole("button", { name: actions.start })).toBeVisible();
  });

  test("@mobile a guest sees why to create an account, at phone size in Swahili", async ({
    page,
    signInAsGuest,
  }) => {
    await signInAsGuest();
    await page.goto("/sw/mipango/hard-times-7-days");
    await expect(
      page.getByRole("heading", { level: 1, name: "Nyakati Ngumu: Siku 7 za Faraja" }),
    ).toBeVisible();
    await expect(page.getByText(sw.Plans.guestNote)).toBeVisible();
    await expect(page.getByRole("link", { name: "Zaburi 27:1–14" })).toHaveAttribute(
      "href",
      "/sw/biblia/Zaburi/27?plan=hard-times-7-days&day=1&to=14#v1",
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
