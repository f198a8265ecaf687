import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { expect, test } from "./fixtures/auth";
import { runAdminCommand, toast } from "./fixtures/operator";

const MESSAGES = { en, sw } as const;
const UPGRADE = { en: en.Upgrade, sw: sw.Upgrade } as const;

function uniqueReference(): string {
  return `QK${randomBytes(5).toString("hex").toUpperCase()}`;
}

interface StoredReference {
  reference: string;
  period: string;
  amount: number;
  currency: string;
  status: string;
}

async function myReferences(page: Page): Promise<StoredReference[]> {
  const response = await page.request.get("/api/v1/payments/references/");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredReference[] }).data;
}

function referenceForm(page: Page, locale: keyof typeof UPGRADE) {
  const t = UPGRADE[locale].payment;
  return {
    input: page.getByLabel(t.referenceLabel),
    submit: page.getByRole("button", { name: t.submit }),
  };
}

test.describe("upgrade page", () => {
  test("the billing toggle switches between the monthly and yearly prices", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/en/upgrade");
    const t = UPGRADE.en;
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    const monthly = page.getByRole("radio", { name: t.monthly });
    const yearly = page.getByRole("radio", { name: t.yearly });
    await expect(monthly).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("$9.99", { exact: true })).toBeVisible();
    await expect(page.getByText(t.perMonth, { exact: true })).toBeVisible();
    await expect(page.getByText("Save $39.89 per year")).toBeHidden();
    await expect(page.getByText(/^Pay KES 1,200 for the monthly plan/)).toBeVisible();

    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-checked", "true");
    await expect(monthly).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText("$79.99", { exact: true })).toBeVisible();
    await expect(page.getByText(t.perYear, { exact: true })).toBeVisible();
    await expect(page.getByText("Save $39.89 per year")).toBeVisible();
    await expect(page.getByText(/^Pay KES 9,600 for the yearly plan/)).toBeVisible();

    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-checked", "true");

    await monthly.click();
    await expect(page.getByText("$9.99", { exact: true })).toBeVisible();
    await expect(page.getByText("Save $39.89 per year")).toBeHidden();
  });

  test("lists both plans with their features, the payment methods and the help contacts", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/en/upgrade");
    const t = UPGRADE.en;
    for (const feature of [
      ...Object.values(t.free.features),
      ...Object.values(t.premium.features),
    ]) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: t.currentPlan })).toBeDisabled();
    await expect(page.getByRole("heading", { name: t.payment.mpesaTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.payment.bankTitle })).toBeVisible();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
    const help = page.getByRole("region", { name: t.help.title });
    await expect(help.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(help.getByRole("link", { name: t.help.supportPage })).toHaveAttribute(
      "href",
      "/en/support",
    );
    await expect(page.getByText(t.testimonial.quote)).toBeVisible();
  });

  test("a payment reference is checked, sent, refused twice, and approval makes the member premium", async ({
    page,
    signUp,
    baseURL,
  }) => {
    // Runs the admin command three times, each a fresh tsx process.
    test.slow();
    const account = await signUp();
    const reference = uniqueReference();
    const t = UPGRADE.en.payment;
    await page.goto("/en/upgrade");
    const form = referenceForm(page, "en");
    await page.getByRole("radio", { name: UPGRADE.en.yearly }).click();

    await form.submit.click();
    await expect(toast(page, t.requiredTitle)).toContainText(t.requiredDescription);
    await expect(form.input).toHaveAttribute("aria-invalid", "true");
    await form.input.fill("   ");
    await form.submit.click();
    await expect(toast(page, t.requiredTitle)).toHaveCount(1);
    expect(await myReferences(page)).toEqual([]);

    let releaseRequest: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseRequest = resolve));
    let posts = 0;
    await page.route("**/api/v1/payments/references/", async (route) => {
      if (route.request().method() === "POST") posts += 1;
      await held;
      await route.continue();
    });
    await form.input.fill(` ${reference} `);
    // Two sends before React redraws the button (a fast double click) make one request.
    await form.input.evaluate((input: HTMLInputElement) => {
      input.form?.requestSubmit();
      input.form?.requestSubmit();
    });
    const processing = page.getByRole("button", { name: t.processing });
    await expect(processing).toBeDisabled();
    releaseRequest();
    await expect(toast(page, t.successTitle)).toContainText(t.successDescription);
    await expect(form.submit).toBeEnabled();
    await expect(form.input).toHaveValue("");
    await expect(page.getByText(t.pendingNotice.replace("{reference}", reference))).toBeVisible();
    await page.unroute("**/api/v1/payments/references/");
    expect(posts).toBe(1);

    const profileText = MESSAGES.en.Profile.subscription;
    await page.goto("/en/profile");
    const pendingCard = page.getByTestId("subscription-card");
    await expect(pendingCard).toContainText(profileText.pendingPayment);
    await expect(pendingCard).toContainText(profileText.pending);
    await expect(pendingCard).toContainText(reference);
    await expect(pendingCard).not.toContainText(profileText.noPayments);
    await page.goto("/en/upgrade");

    await form.input.fill(reference);
    await form.submit.click();
    await expect(toast(page, t.duplicateTitle)).toContainText(t.duplicateDescription);

    expect(await myReferences(page)).toEqual([
      expect.objectContaining({
        reference,
        period: "yearly",
        amount: 9600,
        currency: "KES",
        status: "PENDING",
      }),
    ]);
    await page.reload();
    await expect(page.getByText(t.pendingNotice.replace("{reference}", reference))).toBeVisible();

    const pending = await runAdminCommand(baseURL!, ["payments"]);
    expect(pending).toContain(reference);
    expect(pending).toContain(account.email);

    const approved = await runAdminCommand(baseURL!, ["approve", reference]);
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(approved).toContain(
      `Approved ${reference}: premium until ${nextYear.toISOString().slice(0, 10)}`,
    );
    expect(await runAdminCommand(baseURL!, ["payments"])).not.toContain(reference);

    await page.reload();
    await expect(
      page.getByRole("status").filter({ hasText: UPGRADE.en.activeTitle }),
    ).toBeVisible();
    await expect(
      page.getByRole("banner").getByText(MESSAGES.en.Nav.premium, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: MESSAGES.en.Nav.upgrade }),
    ).toHaveCount(0);
    await expect(page.getByRole("button", { name: UPGRADE.en.currentPlan })).toHaveCount(1);
    await expect(page.getByText(t.pendingNotice.replace("{reference}", reference))).toHaveCount(0);
    expect(await myReferences(page)).toEqual([
      expect.objectContaining({ reference, status: "APPROVED" }),
    ]);

    await page.goto("/en/profile");
    const subscription = page.getByTestId("subscription-card");
    await expect(subscription).toContainText(MESSAGES.en.Profile.subscription.premium);
    await expect(subscription).toContainText(MESSAGES.en.Profile.subscription.active);
    await expect(subscription).toContainText("KES 9,600");
    await expect(subscription).toContainText(reference);
  });

  test("a rejected reference leaves the member on the free plan", async ({
    page,
    signUp,
    baseURL,
  }) => {
    await signUp();
    const reference = uniqueReference();
    await page.goto("/en/upgrade");
    const form = referenceForm(page, "en");
    await form.input.fill(reference);
    await form.submit.click();
    await expect(toast(page, UPGRADE.en.payment.successTitle)).toBeVisible();

    expect(
      await runAdminCommand(baseURL!, [
        "reject",
        reference,
        "--note",
        "No such M-Pesa transaction",
      ]),
    ).toContain(`Rejected ${reference}.`);
    expect(await myReferences(page)).toEqual([
      expect.objectContaining({ reference, period: "monthly", amount: 1200, status: "REJECTED" }),
    ]);
    await page.reload();
    await expect(page.getByText(UPGRADE.en.activeTitle)).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("link", { name: MESSAGES.en.Nav.upgrade }),
    ).toBeVisible();
  });

  test("the server refuses an empty reference and a guest's reference", async ({
    page,
    signUp,
    signInAsGuest,
    context,
  }) => {
    await signUp();
    const empty = await page.request.post("/api/v1/payments/references/", {
      data: { reference: "  ", period: "monthly" },
    });
    expect(empty.status()).toBe(400);
    expect(
      ((await empty.json()) as { fields?: Record<string, string[]> }).fields?.reference,
    ).toBeTruthy();
    expect(await myReferences(page)).toEqual([]);

    await context.clearCookies();
    await signInAsGuest();
    const guest = await page.request.post("/api/v1/payments/references/", {
      data: { reference: uniqueReference(), period: "monthly" },
    });
    expect(guest.status()).toBe(403);
  });

  test("a guest is invited to create an account instead of paying", async ({
    page,
    signInAsGuest,
  }) => {
    await signInAsGuest();
    await page.goto("/en/upgrade");
    await expect(page.getByRole("link", { name: UPGRADE.en.choosePremium })).toHaveAttribute(
      "href",
      /^\/auth\?mode=signup/,
    );
    await expect(page.getByLabel(UPGRADE.en.payment.referenceLabel)).toHaveCount(0);
  });

  test("speaks Swahili on /sw/upgrade", async ({ page, signUp }) => {
    await signUp();
    const t = UPGRADE.sw;
    await page.goto("/sw/upgrade");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t.metaTitle}`));
    await expect(page.getByRole("heading", { name: t.payment.title })).toBeVisible();
    await page.getByRole("radio", { name: t.yearly }).click();
    await expect(page.getByText("Punguzo la $39.89 kwa mwaka")).toBeVisible();
    await expect(page.getByText(/^Lipa KES 9,600 kwa mpango wa kila mwaka/)).toBeVisible();

    const form = referenceForm(page, "sw");
    await form.submit.click();
    await expect(toast(page, t.payment.requiredTitle)).toContainText(t.payment.requiredDescription);
    const reference = uniqueReference();
    await form.input.fill(reference);
    await form.submit.click();
    await expect(toast(page, t.payment.successTitle)).toContainText(t.payment.successDescription);
    await form.input.fill(reference);
    await form.submit.click();
    await expect(toast(page, t.payment.duplicateTitle)).toContainText(
      t.payment.duplicateDescription,
    );
  });

  test("plans, toggle and payment form fit a phone screen @mobile", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/en/upgrade");
    await page.getByRole("radio", { name: UPGRADE.en.yearly }).click();
    await expect(page.getByText("$79.99", { exact: true })).toBeVisible();
    const form = referenceForm(page, "en");
    await form.input.fill(uniqueReference());
    await form.submit.click();
    await expect(toast(page, UPGRADE.en.payment.successTitle)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
