import { readFile } from "node:fs/promises";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { expect, test } from "./fixtures/auth";

const MESSAGES = { en, sw } as const;

function aiStatement(locale: keyof typeof MESSAGES): string | RegExp {
  const ai = MESSAGES[locale].Privacy.ai;
  const base = process.env.AI_BASE_URL?.trim();
  if (!base || !process.env.AI_MODEL?.trim() || !URL.canParse(base)) return ai.offline;
  return ai.provider.replace("{host}", new URL(base).host);
}

for (const locale of ["en", "sw"] as const) {
  const t = MESSAGES[locale].Privacy;

  test.describe(`privacy policy (${locale})`, () => {
    test("shows the four highlights and the sections on collection, AI usage and rights", async ({
      page,
    }) => {
      await page.goto(`/${locale}/privacy-policy`);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      for (const key of ["protection", "prayer", "transparency", "storage"] as const) {
        await expect(
          page.getByRole("heading", { level: 2, name: t.highlights[key].title }),
        ).toBeVisible();
        await expect(page.getByText(t.highlights[key].description)).toBeVisible();
      }

      const collection = page.getByRole("region", { name: t.collection.title });
      await expect(collection.getByRole("listitem")).toHaveCount(
        Object.keys(t.collection.items).length,
      );
      await expect(collection.getByText(t.collection.items.payments)).toBeVisible();
      await expect(collection.getByText(t.collection.none)).toBeVisible();

      const ai = page.getByRole("region", { name: t.ai.title });
      await expect(ai.getByText(aiStatement(locale))).toBeVisible();
      await expect(ai.getByText(t.ai.verses)).toBeVisible();

      const rights = page.getByRole("region", { name: t.rights.title });
      await expect(rights.getByRole("listitem")).toHaveCount(4);
      await expect(rights.getByText(t.rights.items.export)).toBeVisible();
      await expect(rights.getByRole("link", { name: t.rights.contact })).toHaveAttribute(
        "href",
        `/${locale}/support`,
      );
    });

    test("asks a visitor to sign in before exporting and comes back afterwards", async ({
      page,
    }) => {
      await page.goto(`/${locale}/privacy-policy`);
      const signIn = page.getByRole("link", { name: MESSAGES[locale].DataExport.signIn });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute(
        "href",
        `/auth?mode=signin&callbackUrl=${encodeURIComponent(`/${locale}/privacy-policy`)}`,
      );
      await expect(
        page.getByRole("button", { name: MESSAGES[locale].DataExport.button }),
      ).toHaveCount(0);
    });

    test("has its own title, description and language links", async ({ page, baseURL }) => {
      await page.goto(`/${locale}/privacy-policy`);
      await expect(page).toHaveTitle(new RegExp(`^${t.metaTitle} \\| `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        t.metaDescription,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}/${locale}/privacy-policy`,
      );
      for (const other of ["en", "sw"] as const) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          "href",
          `${baseURL}/${other}/privacy-policy`,
        );
      }
    });
  });
}

test("the export endpoint refuses a visitor", async ({ request }) => {
  const response = await request.get("/api/v1/session/export/");
  expect(response.status()).toBe(401);
});

for (const locale of ["en", "sw"] as const) {
  test(`a member downloads everything the account holds as JSON (${locale})`, async ({
    page,
    signUp,
  }) => {
    const t = MESSAGES[locale].DataExport;
    const account = await signUp();
    const subject = `Export check ${Date.now()}`;
    const sent = await page.request.post("/api/v1/support/requests/", {
      data: {
        name: "Baraka Otieno",
        email: account.email,
        subject,
        message: "Please confirm my data is exported.",
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto(`/${locale}/privacy-policy`);
    const button = page.getByRole("button", { name: t.button });
    await expect(button).toBeEnabled();
    const downloading = page.waitForEvent("download");
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("neno-my-data.json");
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
      account: { email: string; is_guest: boolean };
      profile: { email: string; subscription: { type: string } };
      payment_references: unknown[];
      support_requests: { subject: string }[];
    };
    expect(data.account).toMatchObject({ email: account.email, is_guest: false });
    expect(data.profile).toMatchObject({ email: account.email, subscription: { type: "FREE" } });
    expect(data.payment_references).toEqual([]);
    expect(data.support_requests).toEqual([expect.objectContaining({ subject })]);
    await expect(page.getByRole("listitem").filter({ hasText: t.success })).toBeVisible();
    await expect(page.getByRole("link", { name: t.signIn })).toHaveCount(0);
  });
}
