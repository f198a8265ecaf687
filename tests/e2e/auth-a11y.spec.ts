import { seriousViolations } from "./fixtures/accessibility";
import { expect, test } from "./fixtures/auth";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`accounts accessibility, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of ["/auth", "/auth?mode=signup"]) {
      test(`${path} has no serious violations, errors shown`, async ({ page }) => {
        await page.goto(path);
        await page.locator("form").getByRole("button").last().click();
        await expect(page.getByText("Email is required")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("/en/profile has no serious violations, read-only and editing", async ({
      page,
      signUp,
    }) => {
      await signUp();
      await page.goto("/en/profile");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Edit Profile" }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("/sw/profile dialogs have no serious violations", async ({ page, signUp }) => {
      await signUp();
      await page.goto("/sw/profile");
      await page.getByRole("button", { name: "Badilisha Nenosiri" }).click();
      expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
    });
  });
}

test("signing in works by keyboard alone", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").focus();
  await page.keyboard.type("nobody@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("wrong-password");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("alert").filter({ hasText: "Incorrect email or password." }),
  ).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
});
