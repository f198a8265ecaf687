import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };

const MESSAGES = { en, sw } as const;

function aiStatement(locale: keyof typeof MESSAGES): string | RegExp {
  const ai = MESSAGES[locale].Privacy.ai;
  const base = process.env.AI_BASE_URL?.trim();
  if (!base || !process.env.AI_MODEL?.trim()) return ai.offline;
  return ai.provider.replace("{host}", new URL(base).host);
}

for (const locale of ["en", "sw"] as const) {
  const t = MESSAGES[locale].Privacy;

  test.describe(`privacy policy (${locale})`, () => {
    test("shows the four highlights and the sections on collection, AI usage and rights", async ({ page }) => {
      await page.goto(`/${locale}/privacy-policy`);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      for (const key of ["protection", "prayer", "transparency", "storage"] as const) {
        await expect(page.getByRole("heading", { level: 2, name: t.highlights[key].title })).toBeVisible();
        await expect(page.getByText(t.highlights[key].description)).toBeVisible();
      }

      const collection = page.getByRole("region", { name: t.collection.title });
      await expect(collection.getByRole("listitem")).toHaveCount(Object.keys(t.collection.items).length);
      await expect(collection.getByText(t.collection.items.payments)).toBeVisible();
      await expect(collection.getByText(t.collection.none)).toBeVisible();

      const ai = page.getByRole("region", { name: t.ai.title });
      await expect(ai.getByText(aiStatement(locale))).toBeVisible();
      await expect(ai.getByText(t.ai.verses)).toBeVisible();

      const rights = page.getByRole("region", { name: t.rights.title });
      await expect(rights.getByRole("listitem")).toHaveCount(4);
      await expect(rights.getByText(t.rights.items.export)).toBeVisible();
      await expect(rights.getByRole("link", { name: t.rights.contact })).toHaveAttribute("href", `/${locale}/support`);
    });

    test("asks a visitor to sign in before exporting and comes back afterwards", async ({ page }) => {
      await page.goto(`/${locale}/privacy-policy`);
      const signIn = page.getByRole("link", { name: MESSAGES[locale].DataExport.signIn });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute("href", `/auth?mode=signin&callbackUrl=${encodeURIComponent(`/${locale}/privacy-policy`)}`);
      await expect(page.getByRole("button", { name: MESSAGES[locale].DataExport.button })).toHaveCount(0);
    });

    test("has its own title, description and language links", async ({ page, baseURL }) => {
      await page.goto(`/${locale}/privacy-policy`);
      await expect(page).toHaveTitle(new RegExp(`^${t.metaTitle} \\| `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", t.metaDescription);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/${locale}/privacy-policy`);
      for (const other of ["en", "sw"] as const) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute("href", `${baseURL}/${other}/privacy-policy`);
      }
    });
  });
}

test("the export endpoint refuses a visitor", async ({ request }) => {
  const response = await request.get("/api/v1/session/export/");
  expect(response.status()).toBe(401);
});

test("the privacy policy has no serious accessibility violations", async ({ page }) => {
  await page.goto("/en/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});
