import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import {
  startFakeOpenAIServer,
  type FakeOpenAIServer,
} from "../../lib/chat/assistant/testing/fake-openai-server";
import { freePort, startNextServer, waitForHealth } from "../../scripts/next-server.mjs";
import { ChatPage } from "./pages/chat-page";

/*
 * The assistant's provider engine as the page meets it: a second app instance whose AI_BASE_URL
 * points at a fake OpenAI-compatible endpoint on a real local socket.
 */

const MISQUOTED = [
  "God's love for you is real. John 3:16 says “For God loved the world so much that he gave his one and only Son, so that everyone who believes in him will not perish.”",
  "Rest in that love today.",
].join("\n\n");

const STALLING = [
  "Prayer is talking with your Father in heaven, as Jesus taught in Matthew 6:6.",
  "Find a quiet place, speak honestly, and listen.",
  "And one more thought that never",
].join("\n\n");

/** How long the instance waits for a stalled provider before keeping what it verified. */
const PROVIDER_TIMEOUT_MS = 5_000;

test.describe("AI chat through an OpenAI-compatible provider", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let fake: FakeOpenAIServer;
  let server: ReturnType<typeof startNextServer>;
  let origin: string;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    fake = await startFakeOpenAIServer({ behaviour: { kind: "reply", text: MISQUOTED } });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-chat-provider-"));
    server = startNextServer({
      port,
      env: {
        DATA_DIR: dataDir,
        SITE_URL: origin,
        AUTH_TRUST_HOST: "true",
        AI_BASE_URL: fake.baseURL,
        AI_MODEL: "fake-model",
        AI_API_KEY: "test-key",
        AI_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
      },
    });
    await waitForHealth(origin);
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser context on the provider instance, signed in as a new member or guest. */
  async function signedIn(browser: Browser, as: "guest" | "member"): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: origin });
    const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as {
      csrfToken: string;
    };
    const form: Record<string, string> =
      as === "guest"
        ? {}
        : {
            email: `provider-${crypto.randomUUID().slice(0, 8)}@example.com`,
            password: "faith-hope-love",
          };
    const response = await context.request.post(
      `/api/auth/callback/${as === "guest" ? "guest" : "sign-up"}`,
      {
        form: { ...form, csrfToken, callbackUrl: "/" },
        headers: { "X-Auth-Return-Redirect": "1" },
      },
    );
    expect(response.ok()).toBe(true);
    return context;
  }

  test("a misquoted verse reaches the page corrected to the Bible's words", async ({ browser }) => {
    const context = await signedIn(browser, "guest");
    const page = await context.newPage();
    const chapter = await page.request.post("/api/v1/bible/books/John/3");
    const john316 = ((await chapter.json()) as { data: string[] }).data[15];
    fake.setBehaviour({ kind: "reply", text: MISQUOTED });

    const chat = new ChatPage(page);
    await chat.goto();
    const reply = await chat.ask("Does God really love me?");
    await expect(reply).toContainText(`John 3:16 says “${john316}”`);
    await expect(reply).not.toContainText("so that everyone who believes in him will not perish");
    await expect(reply).toContainText("Rest in that love today.");
    await expect(reply.getByTestId("related-verse").first()).toContainText(john316);
    expect(fake.requests.at(-1)?.stream).toBe(true);
    await context.close();
  });

  test("the reply shows as it streams, before it ends", async ({ browser }) => {
    const context = await signedIn(browser, "guest");
    const page = await context.newPage();
    fake.setBehaviour({ kind: "hang-after", text: STALLING });

    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send("How should I pray?");
    // The provider stalls after two paragraphs: they show while the reply is still open.
    const streaming = page.locator("[data-testid=agent-message][data-state=streaming]");
    await expect(streaming).toContainText("Prayer is talking with your Father");
    await expect(chat.stopButton).toBeVisible();
    await expect(chat.savedReplies).toHaveCount(0);

    // Past the provider's time limit the reply ends with what was verified.
    await expect(chat.savedReplies).toHaveCount(1, { timeout: PROVIDER_TIMEOUT_MS + 10_000 });
    await expect(chat.savedReplies.first()).toContainText("Find a quiet place");
    await expect(chat.savedReplies.first()).not.toContainText("one more thought");
    await expect(chat.sendButton).toBeVisible();
    await context.close();
  });

  test("Stop keeps what arrived, for a member on the server too", async ({ browser }) => {
    const context = await signedIn(browser, "member");
    const page = await context.newPage();
    fake.setBehaviour({ kind: "hang-after", text: STALLING });

    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.welcome).toBeVisible();
    await chat.send("How should I pray?");
    const streaming = page.locator("[data-testid=agent-message][data-state=streaming]");
    await expect(streaming).toContainText("Find a quiet place");
    await chat.stopButton.click();

    // What arrived stays on the page (the server's copy replaces it once read again).
    await expect(streaming).toHaveCount(0);
    await expect(chat.agentMessages).toHaveCount(1);
    await expect(chat.agentMessages.first()).toContainText("Prayer is talking with your Father");
    await expect(chat.stopButton).toHaveCount(0);
    await expect(chat.input).toHaveValue("");

    await page.reload();
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.savedReplies).toHaveCount(1);
    await expect(chat.savedReplies.first()).toContainText("Find a quiet place");
    await context.close();
  });
});
