import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures/auth";

// Every page carries a Content-Security-Policy, still hydrates under it, and scripts an attacker
// slips into the page do not run.
const PRERENDERED = [
  "/en",
  "/sw/biblia/Zaburi/23",
  "/en/bible/John/3/16",
  "/en/bible",
  "/sw/biblia/Yohana",
  "/en/stories/creation",
];
const PER_REQUEST = [
  "/en/stories",
  "/auth",
  "/sw/privacy-policy",
  "/en/support",
  "/en/upgrade",
  "/en/no-such-page",
];
const MEMBER_PAGES = ["/en/profile", "/sw/bookmarks", "/en/ai-chat"];

declare global {
  interface Window {
    __violations?: string[];
    __injected?: string[];
  }
}

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__violations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** React has taken over the page: its props are attached to the header's controls. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("header a, header button")].some((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactProps")),
        ),
      ),
    )
    .toBe(true);
}

async function openWithPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBeLessThan(500);
  const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("unsafe-eval");
  await expectHydrated(page);
  return policy;
}

const INJECTED =
  `<script>(window.__injected ||= []).push("inline")</script>` +
  `<img src="/no-such-image.png" onerror="(window.__injected ||= []).push('handler')">`;
/** Scripts from anywhere else, which no policy allows. */
const INJECTED_FOREIGN = `<script src="http://127.0.0.1:9/evil.js"></script>`;

/**
 * Opens the page with a script and an inline handler slipped into its HTML, as a stored injection
 * would arrive (parser-inserted, without the nonce), under the page's own headers; returns what ran.
 */
async function injectedScriptsRun(page: Page, path: string, markup = INJECTED) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const end = html.lastIndexOf("</body>");
      const injected = `${html.slice(0, end)}${markup}${html.slice(end)}`;
      await route.fulfill({ response, body: injected });
    },
  );
  await page.goto(path);
  await expectHydrated(page);
  await page.waitForLoadState("networkidle");
  await page.unrouteAll();
  return page.evaluate(() => window.__injected ?? []);
}

test.describe("the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => watchViolations(page));

  for (const path of PER_REQUEST) {
    test(`${path}: nonce policy, hydrates, injected scripts do not run`, async ({ page }) => {
      const policy = await openWithPolicy(page, path);
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(await page.evaluate(() => window.__violations)).toEqual([]);
      expect(await injectedScriptsRun(page, path)).toEqual([]);
    });
  }

  test("member pages: nonce policy, hydrate, injected scripts do not run", async ({
    page,
    signUp,
  }) => {
    await signUp();
    for (const path of MEMBER_PAGES) {
      const policy = await openWithPolicy(page, path);
      expect(policy).toMatch(/script-src 'self' 'nonce-/);
      expect(await page.evaluate(() => window.__violations)).toEqual([]);
      expect(await injectedScriptsRun(page, path)).toEqual([]);
    }
  });

  test("every request gets its own nonce", async ({ request }) => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await request.get("/en/support");
        return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])?.[1];
      }),
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  for (const path of PRERENDERED) {
    test(`${path}: prerendered, allows exactly its own inline scripts, hydrates`, async ({
      page,
    }) => {
      const policy = await openWithPolicy(page, path);
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      const ownScripts = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      expect(ownScripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(await page.evaluate(() => window.__violations)).toEqual([]);

      expect(await injectedScriptsRun(page, path, INJECTED + INJECTED_FOREIGN)).toEqual([]);
      const violations = await page.evaluate(() => window.__violations);
      expect(violations).toContainEqual(expect.stringMatching(/^script-src(-elem)? inline$/));
      expect(violations).toContainEqual(expect.stringMatching(/^script-src(-attr)? inline$/));
      expect(violations).toContainEqual(
        expect.stringMatching(/^script-src(-elem)? http:\/\/127\.0\.0\.1:9\/evil\.js/),
      );
    });
  }

  test("a page rendered on demand has its policy from its first answer on", async ({ request }) => {
    // Obadiah is read by no other test: its first answer here is its first request.
    for (const path of ["/en/bible/Obadiah/1", "/sw/biblia/Obadia/1/3"]) {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
      expect(await first.text()).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="script-src 'self'( 'sha256-[^']+')+"\/>/,
      );
    }
  });
});
