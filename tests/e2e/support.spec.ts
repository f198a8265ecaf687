import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { expect, test } from "./fixtures/auth";
import { runAdminCommand, toast } from "./fixtures/operator";

const SUPPORT = { en: en.Support, sw: sw.Support } as const;
type Locale = keyof typeof SUPPORT;

function faq(page: Page, locale: Locale) {
  const section = page.getByRole("region", { name: SUPPORT[locale].faqTitle });
  return {
    section,
    search: section.getByRole("searchbox", { name: SUPPORT[locale].searchLabel }),
    question: (key: keyof (typeof SUPPORT)["en"]["faqs"]) =>
      section.getByRole("button", { name: SUPPORT[locale].faqs[key].question }),
    questions: section.getByRole("heading").getByRole("button"),
  };
}

function contactForm(page: Page, locale: Locale) {
  const t = SUPPORT[locale].form;
  const form = page.getByRole("form", { name: t.title });
  return {
    name: form.getByLabel(t.name),
    email: form.getByLabel(t.email),
    subject: form.getByLabel(t.subject),
    message: form.getByLabel(t.message),
    submit: form.getByRole("button", { name: t.submit }),
  };
}

test.describe("support page", () => {
  test("searches the eight questions, and the common issues fill the search", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/en/support");
    const t = SUPPORT.en;
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    const faqs = faq(page, "en");
    await expect(faqs.questions).toHaveCount(8);

    await faqs.search.fill("M-PESA");
    await expect(faqs.question("payment")).toBeVisible();
    await expect(faqs.questions).toHaveCount(1);

    await faqs.search.fill("tag search");
    await expect(faqs.questions).toHaveCount(1);
    await expect(faqs.question("bookmarks")).toBeVisible();

    await faqs.search.fill("xylophone");
    await expect(faqs.section.getByRole("status")).toHaveText(t.noResults);
    await expect(faqs.questions).toHaveCount(0);

    await faqs.search.fill("");
    await expect(faqs.questions).toHaveCount(8);

    await faqs.section.getByRole("button", { name: t.shortcuts.payment, exact: true }).click();
    await expect(faqs.search).toHaveValue(t.shortcutQueries.payment);
    await expect(faqs.question("payment")).toBeVisible();
    await expect(faqs.question("versions")).toHaveCount(0);

    await faqs.section.getByRole("button", { name: t.shortcuts.signIn, exact: true }).click();
    await expect(faqs.search).toHaveValue(t.shortcutQueries.signIn);
    await expect(faqs.question("signIn")).toBeVisible();
    await expect(faqs.question("payment")).toHaveCount(0);
  });

  test("opens one answer at a time, and a second click closes it", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/en/support");
    const t = SUPPORT.en;
    const faqs = faq(page, "en");
    const limits = faqs.question("limits");
    const privacy = faqs.question("privacy");
    await expect(limits).toHaveAttribute("aria-expanded", "false");

    await limits.click();
    await expect(limits).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(t.faqs.limits.answer)).toBeVisible();

    await privacy.click();
    await expect(privacy).toHaveAttribute("aria-expanded", "true");
    await expect(limits).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(t.faqs.privacy.answer)).toBeVisible();
    await expect(page.getByText(t.faqs.limits.answer)).toBeHidden();

    await privacy.click();
    await expect(privacy).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(t.faqs.privacy.answer)).toBeHidden();
    await expect(faqs.section.getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("the contact form requires every field, then sends the request to the team", async ({
    page,
    signUp,
    baseURL,
  }) => {
    const account = await signUp();
    const t = SUPPORT.en.form;
    const subject = `Verse search help ${randomUUID().slice(0, 8)}`;
    await page.goto("/en/support");
    const form = contactForm(page, "en");
    await expect(form.email).toHaveValue(account.email);

    await form.submit.click();
    await expect(toast(page, t.requiredTitle)).toContainText(t.requiredDescription);
    await expect(form.subject).toHaveAttribute("aria-invalid", "true");
    await expect(form.message).toHaveAttribute("aria-invalid", "true");

    await form.name.fill("Amani Mwangi");
    await form.subject.fill(subject);
    await form.message.fill("   ");
    await form.submit.click();
    await expect(toast(page, t.requiredTitle)).toHaveCount(1);
    expect(await runAdminCommand(baseURL!, ["support"])).not.toContain(subject);

    await form.message.fill(
      "Searching for 'upendo' finds nothing on my phone. What am I doing wrong?",
    );
    await form.submit.click();
    await expect(toast(page, t.successTitle)).toContainText(t.successDescription);
    await expect(form.subject).toHaveValue("");
    await expect(form.message).toHaveValue("");
    await expect(form.email).toHaveValue(account.email);

    const listed = await runAdminCommand(baseURL!, ["support"]);
    expect(listed).toContain(subject);
    expect(listed).toContain(account.email);
    expect(listed).toContain("Amani Mwangi");
  });

  test("the server checks the fields too and stores nothing invalid", async ({ page, signUp }) => {
    await signUp();
    const response = await page.request.post("/api/v1/support/requests/", {
      data: { name: "Amani", email: "not-an-email", subject: " ", message: "Help" },
    });
    expect(response.status()).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(fields).sort()).toEqual(["email", "subject"]);
  });

  test("shows the quick contacts and the support hours in East Africa Time", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/en/support");
    const t = SUPPORT.en;
    const contact = page.getByRole("region", { name: t.contact.title });
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(contact.getByRole("link", { name: /^\+?[\d\s]+$/ }).first()).toHaveAttribute(
      "href",
      /^(tel:|https:\/\/wa\.me\/)/,
    );
    const hours = page.getByRole("region", { name: t.hours.title });
    await expect(hours).toContainText(t.hours.timezone);
    await expect(hours.getByRole("definition").nth(0)).toHaveText("09:00 – 18:00");
    await expect(hours.getByRole("definition").nth(1)).toHaveText("10:00 – 16:00");
    await expect(hours.getByRole("definition").nth(2)).toHaveText(t.hours.closed);
    await expect(hours).toContainText("09:00 – 17:00");
  });

  test("speaks Swahili on /sw/support", async ({ page, signUp }) => {
    await signUp();
    const t = SUPPORT.sw;
    await page.goto("/sw/support");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t.metaTitle}`));
    const faqs = faq(page, "sw");
    await expect(faqs.questions).toHaveCount(8);
    await faqs.section.getByRole("button", { name: t.shortcuts.payment, exact: true }).click();
    await expect(faqs.search).toHaveValue(t.shortcutQueries.payment);
    await expect(faqs.question("payment")).toBeVisible();

    const form = contactForm(page, "sw");
    await form.submit.click();
    await expect(toast(page, t.form.requiredTitle)).toContainText(t.form.requiredDescription);
    await form.name.fill("Neema Kweka");
    await form.subject.fill("Alamisho");
    await form.message.fill("Ninawezaje kuhifadhi mstari kwenye alamisho?");
    await form.submit.click();
    await expect(toast(page, t.form.successTitle)).toContainText(t.form.successDescription);
  });

  test("questions and the contact form fit a phone screen @mobile", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/en/support");
    const faqs = faq(page, "en");
    await faqs.question("payment").click();
    await expect(page.getByText(SUPPORT.en.faqs.payment.answer)).toBeVisible();
    const form = contactForm(page, "en");
    await form.submit.click();
    await expect(toast(page, SUPPORT.en.form.requiredTitle)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
