import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { z } from "zod";
import { profileSchema } from "@/lib/accounts/schemas";
import { errorBodySchema } from "@/lib/api/schemas";
import { booksResponseSchema, chapterResponseSchema, searchPageSchema } from "@/lib/bible/schemas";
import { bookmarkSchema, tagSchema } from "@/lib/bookmarks/schemas";
import {
  addMessageResponseSchema,
  chatSessionDetailSchema,
  chatSessionSchema,
  chatUsageSchema,
  sessionDeletedSchema,
  streamEventSchema,
} from "@/lib/chat/schemas";
import { paymentReferenceSchema } from "@/lib/payments/schemas";
import { storyListResponseSchema, storyResponseSchema } from "@/lib/stories/schemas";
import { freePort, startNextServer, waitForHealth } from "../../scripts/next-server.mjs";

// The /api/v1 contract as its clients meet it: over a socket, on the spec's paths (with their
// trailing slash), with the spec's headers, and with redirects not followed.
const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** UTC 'YYYY-MM-DD HH:MM:SS', as the spec's header helper sends it. */
const requestTime = () => new Date().toISOString().slice(0, 19).replace("T", " ");

interface Caller {
  call(
    method: string,
    apiPath: string,
    options?: { body?: unknown; token?: string; locale?: string },
  ): Promise<APIResponse>;
}

function callerFor(api: APIRequestContext, origin: string): Caller {
  return {
    call(method, apiPath, { body, token, locale = "en" } = {}) {
      return api.fetch(`${origin}/api/v1${apiPath}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Locale: locale,
          "Request-Time": requestTime(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        data: body === undefined ? undefined : JSON.stringify(body),
        maxRedirects: 0,
      });
    },
  };
}

async function expectBody<T extends z.ZodType>(
  response: APIResponse,
  status: number,
  schema: T,
): Promise<z.infer<T>> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  const parsed = schema.safeParse(await response.json());
  expect(parsed.error, response.url()).toBeUndefined();
  return parsed.data as z.infer<T>;
}

/**
 * Signs in through Auth.js on `origin` (a new member, or a guest) and returns the API token the
 * session mints, as the app's own clients get theirs.
 */
async function signedInToken(origin: string, as: "member" | "guest"): Promise<string> {
  const browser = await playwrightRequest.newContext();
  try {
    const { csrfToken } = (await (await browser.get(`${origin}/api/auth/csrf`)).json()) as {
      csrfToken: string;
    };
    const credentials: Record<string, string> =
      as === "member"
        ? { email: `contract-${randomUUID()}@example.com`, password: "faith-hope-love" }
        : {};
    const signIn = await browser.post(
      `${origin}/api/auth/callback/${as === "member" ? "sign-up" : "guest"}`,
      {
        form: { ...credentials, csrfToken, callbackUrl: "/" },
        headers: { "X-Auth-Return-Redirect": "1" },
      },
    );
    expect(signIn.ok()).toBe(true);
    const minted = await browser.post(`${origin}/api/auth/token`);
    expect(minted.status()).toBe(200);
    return ((await minted.json()) as { data: { token: string } }).data.token;
  } finally {
    await browser.dispose();
  }
}

function contractSuite(title: string, origins: () => { api: string; auth: string }) {
  test.describe(title, () => {
    test.describe.configure({ mode: "serial" });
    let api: APIRequestContext;
    let client: Caller;
    let token: string;
    let guestToken: string;

    test.beforeAll(async () => {
      api = await playwrightRequest.newContext();
      client = callerFor(api, origins().api);
      token = await signedInToken(origins().auth, "member");
      guestToken = await signedInToken(origins().auth, "guest");
    });
    test.afterAll(async () => {
      await api.dispose();
    });

    test("bible and stories answer on the spec's paths, for guests, in both languages", async () => {
      const books = await expectBody(
        await client.call("POST", "/bible/books/"),
        200,
        booksResponseSchema,
      );
      expect(books.data).toHaveLength(66);
      const swahiliBooks = await expectBody(
        await client.call("POST", "/bible/books/", { locale: "sw" }),
        200,
        booksResponseSchema,
      );
      expect(swahiliBooks.data.map((book) => book.name)).toContain("Yohana");
      const chapter = await expectBody(
        await client.call("POST", "/bible/books/John/3"),
        200,
        chapterResponseSchema,
      );
      expect(chapter.data[15]).toContain("God so loved the world");
      await expectBody(
        await client.call("GET", "/bible/books/John/3/"),
        200,
        chapterResponseSchema,
      );
      const search = await expectBody(
        await client.call("GET", "/bible/search/books/?search=shepherd"),
        200,
        searchPageSchema,
      );
      expect(search.data.length).toBeGreaterThan(0);
      const missing = await expectBody(
        await client.call("POST", "/bible/books/John/99/", { locale: "sw" }),
        404,
        errorBodySchema,
      );
      expect(missing.detail).toBe("Yohana haina sura ya 99.");

      const stories = await expectBody(
        await client.call("GET", "/stories/list/"),
        200,
        storyListResponseSchema,
      );
      const [first] = stories.data.results;
      const story = await expectBody(
        await client.call("GET", `/stories/${first.slug}/`),
        200,
        storyResponseSchema,
      );
      expect(story.data.slug).toBe(first.slug);
    });

    test("paths without the trailing slash are served too, never redirected", async () => {
      await expectBody(await client.call("POST", "/bible/books"), 200, booksResponseSchema);
      await expectBody(await client.call("GET", "/stories/list"), 200, storyListResponseSchema);
      await expectBody(await client.call("GET", "/bookmarks"), 401, errorBodySchema);
    });

    test("session token and profile", async () => {
      await expectBody(await client.call("POST", "/session/token/"), 401, errorBodySchema);
      const profile = await expectBody(
        await client.call("POST", "/session/token/", { token }),
        200,
        envelope(profileSchema),
      );
      expect(profile.data.subscription).toBeTruthy();
      const updated = await expectBody(
        await client.call("POST", "/session/profile/", {
          token,
          body: { first_name: "Amani", last_name: "Wanjiru" },
        }),
        200,
        envelope(profileSchema),
      );
      expect(updated.data.first_name).toBe("Amani");
      await expectBody(
        await client.call("POST", "/session/profile/", { token, body: { first_name: 7 } }),
        400,
        errorBodySchema,
      );
    });

    test("bookmarks: all six calls", async () => {
      await expectBody(await client.call("GET", "/bookmarks/"), 401, errorBodySchema);
      const created = await expectBody(
        await client.call("POST", "/bookmarks/", {
          token,
          body: {
            title: "John 3:16",
            content: "For God so loved the world",
            bookmark_type: "VERSE",
            tag_names: ["Bible Verse"],
          },
        }),
        201,
        envelope(bookmarkSchema),
      );
      const id = created.data.id;
      const list = await expectBody(
        await client.call("GET", "/bookmarks/", { token }),
        200,
        envelope(z.array(bookmarkSchema)),
      );
      expect(list.data.map((bookmark) => bookmark.id)).toContain(id);
      await expectBody(
        await client.call("GET", `/bookmarks/${id}/`, { token }),
        200,
        envelope(bookmarkSchema),
      );
      const patched = await expectBody(
        await client.call("PATCH", `/bookmarks/${id}/`, {
          token,
          body: { tag_names: ["Bible Verse", "Love"] },
        }),
        200,
        envelope(bookmarkSchema),
      );
      expect(patched.data.tags.map((tag) => tag.name)).toContain("Love");
      const tags = await expectBody(
        await client.call("GET", "/bookmarks/tags/", { token }),
        200,
        envelope(z.array(tagSchema)),
      );
      expect(tags.data.map((tag) => tag.name)).toContain("Love");
      expect((await client.call("DELETE", `/bookmarks/${id}/`, { token })).status()).toBeLessThan(
        300,
      );
      await expectBody(
        await client.call("GET", `/bookmarks/${id}/`, { token }),
        404,
        errorBodySchema,
      );
    });

    test("chat: sessions, messages, the stream and usage", async () => {
      const session = await expectBody(
        await client.call("POST", "/chat/sessions/", { token, body: {} }),
        201,
        envelope(chatSessionSchema),
      );
      expect(session.data.session_name).toBe("New Chat");
      const sessions = await expectBody(
        await client.call("GET", "/chat/sessions/", { token }),
        200,
        envelope(z.array(chatSessionSchema)),
      );
      expect(sessions.data.map((item) => item.id)).toContain(session.data.id);
      const reply = await expectBody(
        await client.call("POST", `/chat/sessions/${session.data.id}/add_message/`, {
          token,
          body: { text: "Who is the good shepherd?", is_user: true, timestamp: requestTime() },
        }),
        200,
        envelope(addMessageResponseSchema),
      );
      expect(reply.data.agent_message.is_user).toBe(false);

      const streamed = await client.call(
        "POST",
        `/chat/sessions/${session.data.id}/stream_message/`,
        { token, body: { text: "And the lost sheep?" } },
      );
      expect(streamed.status()).toBe(200);
      const events = (await streamed.text())
        .split("\n")
        .filter(Boolean)
        .map((line) => streamEventSchema.parse(JSON.parse(line)));
      expect(events.map((event) => event.type)).toContain("agent_message");

      const detail = await expectBody(
        await client.call("GET", `/chat/sessions/${session.data.id}/`, { token }),
        200,
        envelope(chatSessionDetailSchema),
      );
      expect(detail.data.messages).toHaveLength(4);
      // Renaming is premium; a free member gets the documented 403.
      await expectBody(
        await client.call("PUT", `/chat/sessions/${session.data.id}/`, {
          token,
          body: { session_name: "Shepherds" },
        }),
        403,
        errorBodySchema,
      );
      await expectBody(
        await client.call("GET", "/chat/usage/", { token }),
        200,
        envelope(chatUsageSchema),
      );
      await expectBody(
        await client.call("DELETE", `/chat/sessions/${session.data.id}/`, { token }),
        200,
        envelope(sessionDeletedSchema),
      );
      const guest = await expectBody(
        await client.call("POST", "/chat/sessions/1/add_message/", {
          token: guestToken,
          body: { text: "What is grace?", is_user: true },
        }),
        200,
        envelope(addMessageResponseSchema),
      );
      expect(guest.data.user_message.text).toBe("What is grace?");
    });

    test("payments, support and the data export", async () => {
      const reference = await expectBody(
        await client.call("POST", "/payments/references/", {
          token,
          body: { reference: `QK${Date.now()}`, period: "monthly" },
        }),
        201,
        envelope(paymentReferenceSchema),
      );
      expect(reference.data.status).toBe("PENDING");
      await expectBody(
        await client.call("GET", "/payments/references/", { token }),
        200,
        envelope(z.array(paymentReferenceSchema)),
      );
      await expectBody(
        await client.call("POST", "/support/requests/", {
          token,
          body: {
            name: "Amani",
            email: "amani@example.com",
            subject: "Reading plan",
            message: "Is there a reading plan?",
          },
        }),
        201,
        envelope(z.looseObject({ id: z.string() })),
      );
      const exported = await expectBody(
        await client.call("GET", "/session/export/", { token }),
        200,
        envelope(
          z.looseObject({
            profile: profileSchema,
            payment_references: z.array(paymentReferenceSchema),
            bookmarks: z.array(bookmarkSchema),
          }),
        ),
      );
      expect(exported.data.payment_references).toHaveLength(1);
    });
  });
}

const e2eOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

contractSuite("the /api/v1 contract over HTTP", () => ({ api: e2eOrigin, auth: e2eOrigin }));

test.describe("through the BFF forwarder", () => {
  let forwarder: ReturnType<typeof startNextServer>;
  let forwarderOrigin = "";
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    forwarderOrigin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "neno-forwarder-"));
    forwarder = startNextServer({
      port,
      env: { DATA_DIR: dataDir, SITE_URL: forwarderOrigin, API_BASE_URL: e2eOrigin },
    });
    await waitForHealth(forwarderOrigin);
  });
  test.afterAll(async () => {
    await forwarder.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Members sign in where the backend keeps their accounts; the forwarder passes their Bearer on.
  contractSuite("the same contract", () => ({ api: forwarderOrigin, auth: e2eOrigin }));
});

test.describe("pages keep their canonical form", () => {
  test("a page path with a trailing slash redirects to the one without", async ({ request }) => {
    for (const [from, to] of [
      ["/en/", "/en"],
      ["/sw/biblia/", "/sw/biblia"],
      ["/auth/?mode=sign-up", "/auth?mode=sign-up"],
      ["/locales/sw/translation.json/", "/locales/sw/translation.json"],
    ]) {
      const response = await request.get(`${e2eOrigin}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location, e2eOrigin).href, from).toBe(`${e2eOrigin}${to}`);
    }
  });

  test("a path of repeated slashes never redirects to another site", async ({ request }) => {
    const response = await request.get(`${e2eOrigin}//example.com/`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location, e2eOrigin).origin).toBe(e2eOrigin);
  });

  test("files and the API are served as they are", async ({ request }) => {
    for (const served of [
      "/robots.txt",
      "/sitemap.xml",
      "/locales/sw/translation.json",
      "/locales/en/reader.json",
      "/icon.svg",
      "/stories/baby-moses.svg",
      "/sw/opengraph-image",
      "/api/health",
    ]) {
      expect((await request.get(served, { maxRedirects: 0 })).status(), served).toBe(200);
    }
  });
});
