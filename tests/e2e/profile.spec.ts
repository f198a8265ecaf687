import { AuthPage, expect, test } from "./fixtures/auth";

// Reminders subscribe through the service worker's push manager.
test.use({ serviceWorkers: "allow" });

test.describe("profile page", () => {
  test("shows the details read-only, edits them and keeps them", async ({ page, signUp }) => {
    const account = await signUp();
    await page.goto("/en/profile");
    const details = page.getByTestId("profile-details");
    await expect(details).toContainText(account.email);
    await expect(details).toContainText("Not set");
    await expect(page.getByLabel("First name")).toHaveCount(0);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("Email")).toBeDisabled();
    await page.getByLabel("First name").fill("Neema");
    await page.getByLabel("Last name").fill("Mushi");
    await page.getByLabel("Phone number").fill("call me");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Enter a valid phone number, e.g. +255 754 123 456")).toBeVisible();

    await page.getByLabel("Phone number").fill("+255 754 123 456");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile Updated")).toBeVisible();
    await expect(
      page.getByText("Your profile changes have been saved successfully."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(details).toContainText("Neema");
    await expect(details).toContainText("+255 754 123 456");

    await page.reload();
    await expect(page.getByTestId("profile-details")).toContainText("Mushi");
  });

  test("keeps the weekly digest choice on the device", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/en/profile");
    const digest = page.getByRole("switch", { name: "Weekly digest" });
    await expect(digest).toHaveAttribute("aria-checked", "false");
    await digest.click();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Weekly digest" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  test("turns daily reminders on for this browser and sets their time", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.context().grantPermissions(["notifications"]);
    // Subscribing asks the browser's push service (Google's, for Chromium), which this machine
    // cannot reach: the subscription it would return is handed over instead.
    await page.addInitScript(() => {
      let subscription: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => subscription;
      PushManager.prototype.subscribe = async () => {
        const json = {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`,
          expirationTime: null,
          keys: {
            p256dh:
              "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
            auth: "tBHItJI5svbpez7KI4CCXg",
          },
        };
        subscription = { ...json, toJSON: () => json } as unknown as PushSubscription;
        return subscription;
      };
    });
    await page.goto("/en/profile");
    const devotions = page.getByRole("switch", { name: "Daily devotions" });
    await expect(devotions).toHaveAttribute("aria-checked", "false");
    await devotions.click();
    await expect(page.getByText("Reminders on: every day at 07:00.")).toBeVisible();
    await expect(devotions).toHaveAttribute("aria-checked", "true");
    const time = page.getByLabel("Reminder time");
    await time.fill("06:45");
    await time.press("Enter");
    await expect(page.getByText("Reminders on: every day at 06:45.")).toBeVisible();
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration("/");
      return found?.active?.scriptURL ?? found?.installing?.scriptURL ?? null;
    });
    expect(registration).toMatch(/\/sw\.js$/);

    await page.reload();
    await expect(page.getByRole("switch", { name: "Daily devotions" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByLabel("Reminder time")).toHaveValue("06:45");
    await page.getByRole("switch", { name: "Daily devotions" }).click();
    await expect(page.getByText("Reminders turned off.")).toBeVisible();
  });

  test("explains blocked notifications in Swahili and leaves reminders off", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.addInitScript(() => {
      Notification.requestPermission = async () => "denied";
    });
    await page.goto("/sw/profile");
    const prayer = page.getByRole("switch", { name: "Vikumbusho vya maombi" });
    await prayer.click();
    await expect(
      page.getByText(
        "Arifa zimezuiwa kwa tovuti hii. Ziruhusu kwenye mipangilio ya kivinjari chako, kisha ujaribu tena.",
      ),
    ).toBeVisible();
    await expect(prayer).toHaveAttribute("aria-checked", "false");
  });

  test("shows the plan: free with an Upgrade button, then premium with its end date", async ({
    page,
    signUp,
    grantPremium,
  }) => {
    const account = await signUp();
    await page.goto("/en/profile");
    const card = page.getByTestId("subscription-card");
    await expect(card).toContainText("Free");
    await expect(card).toContainText("Inactive");
    await expect(card.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();

    await grantPremium(account.email, 30);
    await page.reload();
    await expect(card).toContainText("Premium");
    await expect(card).toContainText("Active");
    await expect(card).toContainText("30 days");
    await expect(card.getByRole("link", { name: "Upgrade to Premium" })).toHaveCount(0);
  });

  test("changes the password only with the current one", async ({ page, signUp, context }) => {
    const account = await signUp();
    await page.goto("/en/profile");
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Current password", { exact: true }).fill("wrong-password");
    await dialog.getByLabel("New password", { exact: true }).fill("new-secret-1");
    await dialog.getByLabel("Confirm new password", { exact: true }).fill("new-secret-1");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Your current password is not correct.")).toBeVisible();

    await dialog.getByLabel("Current password", { exact: true }).fill(account.password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await context.clearCookies();
    const auth = new AuthPage(page);
    await auth.goto("signin", "/en/profile");
    await auth.signIn(account);
    await expect(
      page.getByRole("alert").filter({ hasText: "Incorrect email or password." }),
    ).toBeVisible();
    await auth.signIn({ ...account, password: "new-secret-1" });
    await expect(page).toHaveURL(/\/en\/profile$/);
  });

  test("deletes the account after confirmation and signs out", async ({
    page,
    signUp,
    context,
  }) => {
    const account = await signUp();
    await page.goto("/en/profile");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("cannot be undone");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

    await context.clearCookies();
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.signIn(account);
    await expect(
      page.getByRole("alert").filter({ hasText: "Incorrect email or password." }),
    ).toBeVisible();
  });

  test("offers support and WhatsApp help", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/en/profile");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/en/support",
    );
    await expect(page.getByRole("link", { name: "WhatsApp Help" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );
  });

  test("is closed to guests", async ({ page, signInAsGuest }) => {
    await signInAsGuest();
    await page.goto("/en/profile");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fen%2Fprofile$/);
  });

  test("speaks Swahili @mobile", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/sw/profile");
    await expect(page.getByRole("heading", { name: "Wasifu", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Hariri Wasifu" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
