import { expect } from "@playwright/test";
import { test } from "./fixtures/auth";
import { textsCutOff } from "./fixtures/cut-text";
import { createNoteThroughApi } from "./pages/bookmarks-page";
import { ChatPage } from "./pages/chat-page";

// The narrowest phones many of our readers hold: low-cost Androids 360 pixels wide.
test.use({ viewport: { width: 360, height: 740 } });

const PAGES = {
  en: [
    "/en",
    "/en/bible",
    "/en/bible/John/3",
    "/en/bible/John/3/16",
    "/en/stories",
    "/en/stories/noah-and-the-flood",
    "/en/devotionals",
    "/en/devotionals/into-the-deep",
    "/en/plans",
    "/en/plans/bible-in-a-year",
    "/en/bookmarks",
    "/en/profile",
    "/en/upgrade",
    "/en/support",
    "/en/privacy-policy",
    "/auth",
  ],
  sw: [
    "/sw",
    "/sw/biblia",
    "/sw/biblia/Zaburi/23",
    "/sw/biblia/Yohana/3/16",
    "/sw/hadithi",
    "/sw/hadithi/noah-and-the-flood",
    "/sw/tafakari",
    "/sw/tafakari/into-the-deep",
    "/sw/mipango",
    "/sw/mipango/bible-in-a-year",
    "/sw/bookmarks",
    "/sw/profile",
    "/sw/upgrade",
    "/sw/support",
    "/sw/privacy-policy",
  ],
} as const;

const QUESTIONS = {
  en: "What does the Bible say about hope?",
  sw: "Biblia inasema nini kuhusu tumaini?",
};

for (const locale of ["en", "sw"] as const) {
  test(`@mobile every ${locale} page shows its words whole on a 360-pixel phone`, async ({
    page,
    signUp,
  }) => {
    test.slow();
    await signUp();
    await createNoteThroughApi(page.request, "A note with a long title about faith, hope and love");
    const cut: Record<string, string[]> = {};
    for (const path of PAGES[locale]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const texts = await textsCutOff(page);
      if (texts.length > 0) cut[path] = texts;
    }
    const chat = new ChatPage(page, locale);
    await chat.goto();
    // On a touch screen Enter starts a new line; the reader taps Send.
    await chat.input.fill(QUESTIONS[locale]);
    await chat.sendButton.click();
    await expect(chat.savedReplies).toHaveCount(1, { timeout: 20_000 });
    const chatTexts = await textsCutOff(page);
    if (chatTexts.length > 0) cut["/ai-chat with a reply"] = chatTexts;
    expect(cut).toEqual({});
  });
}
