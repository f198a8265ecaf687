import { seriousViolations } from "./fixtures/accessibility";
import { expect, test } from "./fixtures/auth";

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
