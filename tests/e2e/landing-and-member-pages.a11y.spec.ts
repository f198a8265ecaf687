import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

/** Serious and critical axe findings in the page's main content (the shared header and footer have their own checks). */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`accessibility, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of ["/en", "/sw", "/en/privacy-policy", "/sw/privacy-policy"]) {
      test(`${path} has no serious violations`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const path of ["/en/upgrade", "/sw/upgrade", "/en/support", "/sw/support"]) {
      test(`${path} has no serious violations for a member`, async ({ page, signUp }) => {
        await signUp();
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
