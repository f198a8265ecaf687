import { AuthPage, expect, mainNav, test, uniqueEmail } from "./fixtures/auth";

test.describe("sign-up, sign-out and sign-in", () => {
  test("a new member signs up, signs out and signs in again", async ({ page }) => {
    const auth = new AuthPage(page);
    const account = { email: uniqueEmail("journey"), password: "grace-and-peace" };

    await auth.goto("signup");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page).toHaveTitle(/^Create an account \| /);
    const tabs = page.getByRole("group", { name: "Sign in or create an account" });
    await tabs.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveTitle(/^Sign in \| /);
    await tabs.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveTitle(/^Create an account \| /);
    await auth.signUp(account);
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Bookmarks" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Successfully signed out")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveCount(0);

    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await auth.signIn({ ...account, email: account.email.toUpperCase() });
    await expect(page.getByText("Successfully signed in!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  test("a wrong password or an unknown e-mail gets one generic message", async ({
    page,
    signUp,
    context,
  }) => {
    const account = await signUp();
    await context.clearCookies();
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.signIn({ ...account, password: "not-the-password" });
    await expect(
      page.getByRole("alert").filter({ hasText: "Incorrect email or password." }),
    ).toBeVisible();
    // Once the lazily loaded toaster would have had time to show it too, the message is still once.
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("Incorrect email or password.")).toHaveCount(1);
    await expect(page).toHaveURL(/\/auth/);

    await auth.signIn({ email: uniqueEmail("nobody"), password: account.password });
    await expect(
      page.getByRole("alert").filter({ hasText: "Incorrect email or password." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeEnabled();
  });

  test("sign-up refuses a taken e-mail", async ({ page, signUp, context }) => {
    const account = await signUp();
    await context.clearCookies();
    const auth = new AuthPage(page);
    await auth.goto("signup");
    await auth.signUp({ email: account.email, password: "another-secret" });
    await expect(
      page.getByRole("alert").filter({ hasText: "An account with this email already exists." }),
    ).toBeVisible();
    // Once the lazily loaded toaster would have had time to show it too, the message is still once.
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("An account with this email already exists.")).toHaveCount(1);
  });

  test("the forms check every rule before sending", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.goto("signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toHaveCount(2);

    await auth.signUp({ email: "not-an-email", password: "12345" }, "54321");
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await auth.signUp({ email: uniqueEmail(), password: "123456" }, "654321");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(auth.confirmPassword).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Sign In" }).first().click();
    await expect(page).toHaveURL(/mode=signin/);
    await expect(auth.confirmPassword).toHaveCount(0);
  });

  test("the password can be shown and hidden", async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.password.fill("secret-words");
    await expect(auth.password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(auth.password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(auth.password).toHaveAttribute("type", "password");
  });

  test("continue to the Bible without an account", async ({ page }) => {
    await new AuthPage(page).goto();
    await page.getByRole("link", { name: "Continue to Bible (No Account Required)" }).click();
    await expect(page).toHaveURL(/\/en\/bible/);
  });

  test("the Google button is hidden when Google is not configured", async ({ page }) => {
    await new AuthPage(page).goto();
    await expect(page.getByRole("button", { name: "Continue as Guest" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  });
});

test.describe("guests", () => {
  test("continue as guest: chat is open, bookmarks and profile are not", async ({ page }) => {
    await new AuthPage(page).goto();
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await expect(page.getByText("Successfully signed in as guest!")).toBeVisible();
    const nav = mainNav(page);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "AI Chat" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Bookmarks" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Upgrade" })).toHaveCount(0);

    const chat = await page.request.get("/en/ai-chat", { maxRedirects: 0 });
    expect(chat.status()).not.toBe(307);
    await page.goto("/en/bookmarks");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fen%2Fbookmarks$/);
    await expect(page.getByText("You are using Neno as a guest.")).toBeVisible();
  });

  test("signing out clears the guest's local conversation", async ({ page, signInAsGuest }) => {
    await signInAsGuest();
    await page.goto("/en");
    await page.evaluate(() => {
      localStorage.setItem("guest-chat-messages", "[]");
      localStorage.setItem("i18nextLng", "en");
    });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Successfully signed out")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("guest-chat-messages"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
  });
});

test.describe("guards", () => {
  for (const [path, guests] of [
    ["/en/ai-chat", true],
    ["/en/upgrade", true],
    ["/en/support", true],
    ["/en/bookmarks", false],
    ["/en/profile", false],
  ] as const) {
    test(`${path} sends visitors to /auth${guests ? "" : " (and guests too)"}`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location, "http://localhost");
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    });
  }

  test("after signing in the reader is back where they were going", async ({
    page,
    signUp,
    context,
  }) => {
    const account = await signUp();
    await context.clearCookies();
    await page.goto("/en/profile");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fen%2Fprofile$/);
    await new AuthPage(page).signIn(account);
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  });

  test("a signed-in member opening /auth goes back, and never off the site", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/auth?callbackUrl=%2Fen%2Fstories");
    await expect(page).toHaveURL(/\/en\/stories$/);
    await page.goto("/auth?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en$/);
    await page.goto("/auth?callbackUrl=%2F%2Fevil.example");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en$/);
  });

  test("/auth speaks the language of the page that sent the reader", async ({ page }) => {
    await page.goto("/sw/profile");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fsw%2Fprofile$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page.getByRole("heading", { name: "Karibu tena" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Endelea kama Mgeni" })).toBeVisible();
  });
});

test.describe("navigation by role", () => {
  test("visitors see Sign In and Sign Up", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?mode=signin",
    );
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/auth?mode=signup",
    );
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Bookmarks" })).toHaveCount(0);
  });

  test("a free member sees Upgrade; a premium member the Premium badge instead", async ({
    page,
    signUp,
    grantPremium,
    revokePremium,
  }) => {
    const account = await signUp();
    await page.goto("/en");
    await expect(page.getByRole("link", { name: "Upgrade" })).toBeVisible();
    await expect(page.getByTestId("premium-badge")).toHaveCount(0);

    await grantPremium(account.email, 30);
    await page.reload();
    await expect(page.getByTestId("premium-badge")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Bookmarks" })).toBeVisible();

    await revokePremium(account.email);
    await page.reload();
    await expect(page.getByRole("link", { name: "Upgrade" })).toBeVisible();
    await expect(page.getByTestId("premium-badge")).toHaveCount(0);
  });
});

test.describe("navigation on a phone @mobile", () => {
  test("the menu shows the member's links and signs out", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Bookmarks" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Upgrade" })).toBeVisible();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Successfully signed out")).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?mode=signin",
    );
  });

  test("the sign-in page fits a phone", async ({ page }) => {
    await new AuthPage(page).goto("signup");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("a form sent before the page's scripts run keeps the password out of the address", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const auth = new AuthPage(page);
  await auth.goto("signin");
  const navigated = page.waitForEvent("framenavigated");
  await auth.signIn({ email: uniqueEmail("early"), password: "kept-out-of-addresses" });
  await navigated;
  expect(page.url()).not.toContain("kept-out-of-addresses");
  await context.close();
});
