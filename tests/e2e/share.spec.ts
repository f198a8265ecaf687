import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { BIBLE, BibleReaderPage, fill } from "./bible-support";

const SHARE = { en: en.Share, sw: sw.Share } as const;

test.describe("sharing from the reader", () => {
  test("without a share sheet, a verse's link goes to the clipboard; the link opens the verse and its place in the chapter", async ({
    page,
    baseURL,
  }) => {
    // Desktop browsers without the Web Share API: the link is copied instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    const reader = new BibleReaderPage(page);
    await reader.goto("John", 3);
    await reader.verse(16).hover();
    await reader
      .verse(16)
      .getByRole("button", { name: fill(SHARE.en.shareVerse, { reference: "John 3:16" }) })
      .click();
    await expect(page.getByText(SHARE.en.verseLinkCopied)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}/en/bible/John/3/16`);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("John 3:16");
    await expect(page.locator("blockquote")).toContainText("For God so loved the world");
    await page.getByRole("link", { name: "Read the whole of John chapter 3" }).click();
    await expect(page).toHaveURL(/\/en\/bible\/John\/3#v16$/);
    const verse = page.locator("#v16");
    await expect(verse).toBeInViewport();
    expect(await verse.evaluate((row) => row.matches(":target"))).toBe(true);
    await expect(verse).toHaveCSS("background-color", /^(?!rgba\(0, 0, 0, 0\)).+/);
  });

  test("the device's share sheet gets the verse's reference, text and page link", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    const reader = new BibleReaderPage(page, "sw");
    await reader.goto("Yohana", 3);
    await reader
      .verse(16)
      .getByRole("button", { name: fill(SHARE.sw.shareVerse, { reference: "Yohana 3:16" }) })
      .click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { __shared?: ShareData }).__shared,
    );
    expect(await shared.jsonValue()).toEqual({
      title: "Yohana 3:16",
      text: expect.stringMatching(/^Kwa maana jinsi hii Mungu .* — Yohana 3:16 \(SUV\)$/),
      url: `${baseURL}/sw/biblia/Yohana/3/16`,
    });
    await expect(page.getByText(SHARE.sw.verseLinkCopied)).toBeHidden();
  });

  test("the chapter head's Share copies the chapter's link, in Swahili too", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    // Before the page's script wires it, the button is drawn disabled rather than doing nothing.
    const html = await (await page.request.get("/sw/biblia/Yohana/3")).text();
    expect(html).toMatch(/<button[^>]*data-share-chapter="Yohana Sura ya 3"[^>]*disabled=""/);
    const reader = new BibleReaderPage(page, "sw");
    await reader.goto("Yohana", 3);
    const share = page.getByRole("button", {
      name: fill(SHARE.sw.shareChapter, { title: "Yohana Sura ya 3" }),
    });
    await expect(share).toBeEnabled();
    await expect(share).toHaveText(SHARE.sw.share);
    await share.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(SHARE.sw.chapterLinkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/sw/biblia/Yohana/3`,
    );
  });

  test("a verse page copies its verses and shares its link, as the chapter's rows do", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    await page.goto("/sw/biblia/Yohana/3/16-17");
    await page
      .getByRole("button", { name: fill(BIBLE.sw.copyVerse, { reference: "Yohana 3:16–17" }) })
      .click();
    await expect(page.getByText(BIBLE.sw.copiedDescription)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^Kwa maana jinsi hii Mungu .* Maana Mungu hakumtuma .* — Yohana 3:16–17 \(SUV\)\nhttp:\/\/[^/]+\/sw\/biblia\/Yohana\/3\/16-17$/,
    );

    const share = page.getByRole("button", {
      name: fill(SHARE.sw.shareVerse, { reference: "Yohana 3:16–17" }),
    });
    await expect(share).toHaveText(SHARE.sw.share);
    await share.click();
    await expect(page.getByText(SHARE.sw.verseLinkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/sw/biblia/Yohana/3/16-17`,
    );
  });
});
