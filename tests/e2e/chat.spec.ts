import type { APIRequestContext } from "@playwright/test";
import { guestConversationKey } from "../../components/chat/guest-storage";
import { seriousViolations } from "./fixtures/accessibility";
import { expect, test } from "./fixtures/auth";
import { toast } from "./fixtures/operator";
import { ChatPage, type ChatLocale } from "./pages/chat-page";

const QUESTIONS: Record<ChatLocale, string[]> = {
  en: [
    "How can I find peace when I am anxious?",
    "What does the Bible say about forgiveness?",
    "How should I pray for my family?",
  ],
  sw: [
    "Ninawezaje kupata amani ninapokuwa na wasiwasi?",
    "Biblia inasema nini kuhusu msamaha?",
    "Niombeeje familia yangu?",
  ],
};

/** Sends messages through the API (as the page's cookie session), to use up the day's count fast. */
async function sendThroughApi(request: APIRequestContext, count: number) {
  const sessions = await request.get("/api/v1/chat/sessions/");
  expect(sessions.ok()).toBe(true);
  const [session] = (await sessions.json()).data as Array<{ id: string }>;
  for (let index = 0; index < count; index += 1) {
    const response = await request.post(`/api/v1/chat/sessions/${session.id}/add_message/`, {
      data: { text: `Question ${index + 1}: who is God?`, is_user: true },
    });
    expect(response.status()).toBe(200);
  }
}

for (const locale of ["en", "sw"] as const) {
  test.describe(`AI chat (${locale})`, () => {
    test("a guest chats, reloads and keeps the conversation", async ({ page, signInAsGuest }) => {
      await signInAsGuest();
      const chat = new ChatPage(page, locale);
      await chat.goto();
      await expect(chat.welcome).toBeVisible();
      await expect(chat.sendButton).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);

      const [first, second] = QUESTIONS[locale];
      const reply = await chat.ask(first);
      await expect(chat.userMessages).toHaveCount(1);
      await expect(chat.userMessages.first()).toContainText(first);
      await expect(chat.input).toHaveValue("");
      await expect(reply.getByTestId("related-verse").first()).toBeVisible();
      await chat.ask(second);
      const replies = await chat.agentMessages.allInnerTexts();

      await page.reload();
      await expect(chat.userMessages).toHaveCount(2);
      await expect(chat.userMessages.nth(1)).toContainText(second);
      expect(await chat.agentMessages.allInnerTexts()).toEqual(replies);
      await expect(chat.welcome).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a guest offline keeps the message and gets the offline reply", async ({
      page,
      context,
      signInAsGuest,
    }) => {
      await signInAsGuest();
      const chat = new ChatPage(page, locale);
      await chat.goto();
      await expect(chat.welcome).toBeVisible();
      // The page's scripts must have arrived before the connection goes: the test is about a send.
      await page.waitForLoadState("networkidle");
      await context.setOffline(true);
      await chat.send(QUESTIONS[locale][2]);
      await expect(chat.agentMessages.last()).toContainText(chat.texts.offlineReply);
      await expect(chat.userMessages.last()).toContainText(QUESTIONS[locale][2]);
      await expect(chat.input).toHaveValue("");

      await context.setOffline(false);
      await page.reload();
      await expect(chat.agentMessages.last()).toContainText(chat.texts.offlineReply);
      await expect(chat.userMessages).toHaveCount(1);
    });

    test("a free member reaches the daily limit: toast, upgrade link, input kept", async ({
      page,
      signUp,
    }) => {
      await signUp();
      const chat = new ChatPage(page, locale);
      await chat.goto();
      await expect(page.getByTestId("usage-line")).toBeVisible();
      // The page created the member's first session; four of the five messages go through the API.
      await expect(chat.welcome).toBeVisible();
      await sendThroughApi(page.request, 4);
      await page.reload();
      await expect(chat.userMessages).toHaveCount(4);
      await chat.ask(QUESTIONS[locale][0]);
      await expect(page.getByTestId("usage-line")).toContainText(chat.texts.noneLeft);

      const refused = QUESTIONS[locale][1];
      await chat.send(refused);
      const limitToast = toast(page, chat.texts.limitTitle);
      await expect(limitToast).toBeVisible();
      await expect(chat.input).toHaveValue(refused);
      await expect(chat.userMessages).toHaveCount(5);
      await limitToast.getByRole("link", { name: chat.texts.upgrade }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/upgrade$`));
    });
  });
}

test("a visitor is sent to sign in, where a guest can continue to the chat", async ({ page }) => {
  await page.goto("/en/ai-chat");
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByRole("button", { name: "Continue as Guest" }).click();
  await expect(page).toHaveURL(/\/en\/ai-chat$/);
  await expect(new ChatPage(page).welcome).toBeVisible();
});

test("a member whose first conversation could not be created tries again, by hand or on reconnecting", async ({
  page,
  context,
  signUp,
}) => {
  await signUp();
  // The first two attempts to create the conversation are lost on the way, as on a dropped line.
  let refused = 0;
  await page.route(/\/api\/v1\/chat\/sessions\/$/, async (route) => {
    if (route.request().method() !== "POST" || refused >= 2) return route.continue();
    refused += 1;
    await route.abort("internetdisconnected");
  });
  const chat = new ChatPage(page, "en");
  await chat.goto();
  const notStarted = page
    .getByRole("status")
    .filter({ hasText: "Your conversation could not be started." });
  await expect(notStarted).toBeVisible();
  await expect(toast(page, "Error")).toBeVisible();
  await chat.input.fill(QUESTIONS.en[0]);
  await expect(chat.sendButton).toBeDisabled();

  await notStarted.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => refused).toBe(2);
  await expect(notStarted).toBeVisible();

  // Back online, the page creates it without being asked.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(notStarted).toBeHidden();
  await expect(chat.sendButton).toBeEnabled();
  await expect(chat.input).toHaveValue(QUESTIONS.en[0]);
  await chat.send(QUESTIONS.en[0]);
  await expect(chat.savedReplies).toHaveCount(1);
  await expect(page.getByTestId("usage-line")).toContainText("4 messages left today");
});

test("a member's first reply shows when the conversation was still loading as it was sent", async ({
  page,
  signUp,
}) => {
  await signUp();
  // A phone on a poor connection: the new conversation's first load is answered as it was before
  // the message, and arrives only after the reply has been saved.
  let replySaved: () => void = () => undefined;
  const saved = new Promise<void>((resolve) => (replySaved = resolve));
  await page.route(
    /\/api\/v1\/chat\/sessions\/[0-9a-f-]{36}\/$/,
    async (route) => {
      const response = await route.fetch();
      await saved;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  const chat = new ChatPage(page, "en");
  await chat.goto();
  await chat.input.fill(QUESTIONS.en[0]);
  // Ready once the member's first conversation exists, while it is still loading.
  await expect(chat.sendButton).toBeEnabled();
  await chat.send(QUESTIONS.en[0]);
  // Once the reply is saved the page counts the messages left again; then the old load comes back.
  await expect(page.getByTestId("usage-line")).toContainText("4 messages left today");
  replySaved();

  await expect(chat.savedReplies).toHaveCount(1);
  await expect(chat.userMessages.first()).toContainText(QUESTIONS.en[0]);
});

test.describe("AI chat replies", () => {
  test("a related verse opens the reader at that verse", async ({ page, signInAsGuest }) => {
    await signInAsGuest();
    const chat = new ChatPage(page);
    await chat.goto();
    const reply = await chat.ask("How should I pray according to the Bible?");
    const verse = reply.getByTestId("related-verse").first();
    const reference = (await verse.locator("p").first().innerText()).trim();
    const [, chapter, verseNumber] = /(\d+):(\d+)/.exec(reference) ?? [];
    expect(verseNumber).toBeTruthy();
    await verse.getByRole("link", { name: new RegExp(`Open ${reference}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/en/bible/[^/]+/${chapter}#v${verseNumber}$`));
    const row = page.locator(`#v${verseNumber}`);
    await expect(row).toBeInViewport();
    await expect(page.locator(":target")).toHaveAttribute("id", `v${verseNumber}`);
  });

  test("copies a reply; a guest is asked to sign in to bookmark", async ({
    page,
    signInAsGuest,
  }) => {
    await signInAsGuest();
    const chat = new ChatPage(page);
    await chat.goto();
    const reply = await chat.ask("What does the Bible say about hope?");
    await reply.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(reply.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(toast(page, "Message Copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(20);
    expect(await reply.locator(".chat-markdown").innerText()).toContain(
      copied.split("\n")[0].replace(/\*+/g, "").trim().slice(0, 20),
    );
    // 'Copied' shows for 2 seconds.
    await expect(reply.getByRole("button", { name: "Copy", exact: true })).toBeVisible({
      timeout: 4_000,
    });

    await reply.getByRole("button", { name: "Bookmark" }).click();
    await expect(toast(page, "Please sign in to bookmark messages")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the microphone only says what it would do", async ({ page, signInAsGuest }) => {
    await signInAsGuest();
    const chat = new ChatPage(page);
    await chat.goto();
    await page.getByRole("button", { name: "Start voice input" }).click();
    await expect(toast(page, "Starting voice input")).toBeVisible();
    await page.getByRole("button", { name: "Stop voice input" }).click();
    await expect(toast(page, "Stopping voice input")).toBeVisible();
  });

  test("Shift+Enter breaks the line, Enter sends; a quick action starts a message", async ({
    page,
    signInAsGuest,
  }) => {
    await signInAsGuest();
    const chat = new ChatPage(page);
    await chat.goto();
    await page.getByRole("button", { name: "Explain a verse" }).click();
    await expect(chat.input).toBeFocused();
    await expect(chat.input).toHaveValue("Please explain this verse: ");
    await chat.input.pressSequentially("John 3:16");
    await chat.input.press("Shift+Enter");
    await chat.input.pressSequentially("Thank you");
    await expect(chat.input).toHaveValue("Please explain this verse: John 3:16\nThank you");
    await expect(chat.userMessages).toHaveCount(0);
    await chat.input.press("Enter");
    await expect(chat.userMessages.first()).toContainText("John 3:16");
    await expect(chat.savedReplies).toHaveCount(1, { timeout: 20_000 });
  });
});

const SESSION_QUESTIONS: Record<ChatLocale, [string, string]> = {
  en: ["What is grace?", "Why should I pray?"],
  sw: ["Neema ni nini?", "Kwa nini niombe?"],
};

for (const { locale, mobile } of [
  { locale: "en", mobile: false },
  { locale: "sw", mobile: true },
] as const) {
  test(`a premium member creates, switches, renames and deletes sessions (${locale}${mobile ? ", @mobile at 390 px with the drawer" : ", desktop"})`, async ({
    page,
    signUp,
    grantPremium,
  }) => {
    if (mobile) await page.setViewportSize({ width: 390, height: 844 });
    const account = await signUp();
    await grantPremium(account.email);
    const chat = new ChatPage(page, locale);
    const texts = chat.texts;
    const [first, second] = SESSION_QUESTIONS[locale];
    const drawer = page.getByRole("dialog");
    const openSessions = async () => {
      if (!mobile) return;
      if (await drawer.isVisible()) return;
      await page.getByRole("button", { name: texts.openSessions }).click();
      await expect(drawer).toBeVisible();
    };
    const closeSessions = async () => {
      if (!mobile || !(await drawer.isVisible())) return;
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    };

    await chat.goto();
    await expect(chat.welcome).toBeVisible();
    if (mobile)
      await expect(page.getByRole("navigation", { name: texts.sessionsTitle })).toBeHidden();
    await openSessions();
    // A member with no session gets one, selected.
    await expect(chat.currentSession()).toHaveText(texts.newChat);
    expect(await seriousViolations(page, mobile ? { within: "[role=dialog]" } : {})).toEqual([]);
    await closeSessions();

    await chat.ask(first);
    await openSessions();
    await expect(chat.currentSession()).toHaveText(first);
    await chat.sessions().getByRole("button", { name: texts.newSession, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(chat.welcome).toBeVisible();
    await chat.ask(second);
    await openSessions();
    await expect(chat.currentSession()).toHaveText(second);
    await expect(chat.sessions().getByRole("heading", { name: texts.today })).toBeVisible();

    // Switch back to the first session.
    await chat.sessionButton(first).click();
    await expect(drawer).toBeHidden();
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.userMessages.first()).toContainText(first);

    // Rename with Enter.
    await openSessions();
    await chat
      .sessions()
      .getByRole("button", { name: `${texts.rename} ${first}` })
      .click();
    const renamed = locale === "en" ? "Grace notes" : "Maelezo ya neema";
    await chat.sessions().getByRole("textbox").fill(renamed);
    await chat.sessions().getByRole("textbox").press("Enter");
    await expect(toast(page, texts.renamed)).toBeVisible();
    await expect(chat.sessionButton(renamed)).toBeVisible();
    await expect(chat.currentSession()).toHaveText(renamed);

    // Escape cancels (and, in the drawer, leaves the drawer open).
    await chat
      .sessions()
      .getByRole("button", { name: `${texts.rename} ${renamed}` })
      .click();
    await chat.sessions().getByRole("textbox").fill("Ignored");
    await chat.sessions().getByRole("textbox").press("Escape");
    await expect(chat.sessions().getByRole("textbox")).toHaveCount(0);
    await expect(chat.sessionButton(renamed)).toBeVisible();
    await expect(chat.sessions().getByText("Ignored")).toHaveCount(0);

    // Delete, after confirming.
    await chat
      .sessions()
      .getByRole("button", { name: `${texts.delete} ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(renamed);
    expect(await seriousViolations(page, { within: "[role=alertdialog]" })).toEqual([]);
    await confirm.getByRole("button", { name: texts.deleteConfirm }).click();
    await expect(confirm).toBeHidden();
    await openSessions();
    await expect(chat.sessionButton(renamed)).toHaveCount(0);
    await expect(chat.currentSession()).toHaveText(second);
    await closeSessions();
    await expect(chat.userMessages.first()).toContainText(second);

    await page.reload();
    await openSessions();
    await expect(chat.currentSession()).toHaveText(second);
    await expect(
      chat.sessions().getByRole("button", { name: `${texts.delete} ${second}` }),
    ).toHaveCount(1);
    // The list came with the page: a new session joins it, the others stay.
    await chat.sessions().getByRole("button", { name: texts.newSession, exact: true }).click();
    // The drawer closes on a new session; reopening it while it still slides away would not.
    await expect(drawer).toBeHidden();
    await openSessions();
    await expect(chat.currentSession()).toHaveText(texts.newChat);
    await expect(chat.sessionButton(second)).toBeVisible();
  });
}

test("the list follows the bottom unless the reader scrolled up more than 100 px", async ({
  page,
  signInAsGuest,
}) => {
  await signInAsGuest();
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.welcome).toBeVisible();
  const { user } = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { id: string };
  };
  const conversation = Array.from({ length: 30 }, (_, index) => ({
    id: `stored-${index}`,
    text: index % 2 === 0 ? `Question ${index}` : `An answer.\n\nWith a second paragraph ${index}.`,
    is_user: index % 2 === 0,
    created_at: new Date().toISOString(),
    verses: [],
    bookmark: null,
    state: "saved",
  }));
  await page.evaluate(
    ({ key, messages }) => window.localStorage.setItem(key, JSON.stringify(messages)),
    { key: guestConversationKey(user.id), messages: conversation },
  );
  await page.reload();
  const scroller = page.getByTestId("message-scroller");
  const fromBottom = () =>
    scroller.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
  const toBottom = page.getByRole("button", { name: "Scroll to the latest message" });
  await expect.poll(fromBottom).toBeLessThan(2);
  await expect(toBottom).toHaveCount(0);

  await scroller.evaluate((element) => element.scrollBy(0, -80));
  await expect.poll(fromBottom).toBeGreaterThan(70);
  await expect(toBottom).toHaveCount(0);
  await scroller.evaluate((element) => element.scrollBy(0, -200));
  await expect(toBottom).toBeVisible();

  await toBottom.click();
  await expect.poll(fromBottom).toBeLessThan(2);
  await expect(toBottom).toHaveCount(0);
});
