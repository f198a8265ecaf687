import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit } from "@/lib/accounts/rate-limit";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { closeDb, getDb } from "@/lib/db/client";
import { chatMessages, chatSessions } from "@/lib/db/schema";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { dailyLimitResetsAt, PREMIUM_CHAT_RATE_LIMIT } from "./limits";
import {
  addMessageResponseSchema,
  chatUsageSchema,
  dailyLimitErrorSchema,
  DEFAULT_SESSION_NAME,
} from "./schemas";
import {
  createChatSession,
  createPremiumUser,
  FAILING_SESSION,
  installReplyFailure,
  sendMessage,
} from "@/tests/support/chat";

async function usageOf(user: TestUser) {
  const response = await callApi("chat/usage/", { headers: user.headers });
  expect(response.status).toBe(200);
  return chatUsageSchema.parse(response.json.data);
}

async function messagesIn(sessionId: string) {
  const db = await getDb();
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(chatMessages.position);
}

describeEachDatabase("chat messages API", () => {
  beforeAll(async () => {
    await installReplyFailure();
  });

  it("answers a member's message and stores the pair with the engine's name", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const response = await sendMessage(
      member,
      session.id,
      "  How do I forgive someone who hurt me?  ",
    );
    expect(response.status).toBe(200);
    const { user_message, agent_message } = addMessageResponseSchema.parse(response.json.data);
    expect(user_message).toMatchObject({
      text: "How do I forgive someone who hurt me?",
      is_user: true,
      verses: [],
      bookmark: null,
    });
    expect(agent_message.is_user).toBe(false);
    expect(agent_message.text.length).toBeGreaterThan(20);
    expect(agent_message.verses.length).toBeGreaterThan(0);
    expect(agent_message.verses[0]).toMatch(/^[1-3]? ?[A-Z][a-z]+ \d+:\d+(–\d+)? — /u);

    const stored = await messagesIn(session.id);
    expect(stored.map((message) => [message.id, message.isUser, message.engine])).toEqual([
      [user_message.id, true, null],
      [agent_message.id, false, "offline"],
    ]);
    expect(stored[1].verses).toEqual(agent_message.verses);
  });

  it("reads a member's earlier messages from the session", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    await sendMessage(member, session.id, "I feel lonely");
    const followUp = await sendMessage(member, session.id, "Tell me more");
    expect(followUp.json.data.agent_message.text).toMatch(/loneliness/);
    const elsewhere = await createChatSession(member);
    const alone = await sendMessage(member, elsewhere.id, "Tell me more");
    expect(alone.json.data.agent_message.text).not.toMatch(/loneliness/);
  });

  it("answers in the language of the request", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const response = await callApi(`chat/sessions/${session.id}/add_message/`, {
      method: "POST",
      headers: member.headers,
      locale: "sw",
      body: { text: "Nawezaje kuomba?", is_user: true },
    });
    expect(response.status).toBe(200);
    expect(response.json.data.agent_message.verses.join(" ")).toMatch(/Mungu|Bwana|Yesu/u);
  });

  it("names a 'New Chat' session from its first message, once", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    expect(session.session_name).toBe(DEFAULT_SESSION_NAME);
    await sendMessage(
      member,
      session.id,
      "\n  What does the Bible teach about caring for widows and orphans in our community?\nSecond line",
    );
    const named = await callApi(`chat/sessions/${session.id}/`, { headers: member.headers });
    expect(named.json.data.session_name).toBe("What does the Bible teach about caring…");
    await sendMessage(member, session.id, "Tell me more");
    const still = await callApi(`chat/sessions/${session.id}/`, { headers: member.headers });
    expect(still.json.data.session_name).toBe("What does the Bible teach about caring…");

    const chosen = await createChatSession(member, "My own name");
    await sendMessage(member, chosen.id, "Who was Moses?");
    const kept = await callApi(`chat/sessions/${chosen.id}/`, { headers: member.headers });
    expect(kept.json.data.session_name).toBe("My own name");
  });

  it("refuses an empty, overlong or non-user message with 400 and does not count it", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const bodies = [
      { text: "   \n " },
      { text: "x".repeat(4_001) },
      { text: "Hello", is_user: false },
      { is_user: true },
    ];
    for (const body of bodies) {
      const response = await callApi(`chat/sessions/${session.id}/add_message/`, {
        method: "POST",
        headers: member.headers,
        body,
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.fields).length).toBeGreaterThan(0);
    }
    const longest = await sendMessage(member, session.id, ` ${"a".repeat(4_000)} `);
    expect(longest.status).toBe(200);
    expect((await usageOf(member)).used_today).toBe(1);
  });

  it("answers 404 for another member's session, a missing one, or '1' for members", async () => {
    const member = await createTestUser();
    const other = await createTestUser();
    const theirs = await createChatSession(other);
    for (const id of [theirs.id, crypto.randomUUID(), "1", "nope"]) {
      const response = await sendMessage(member, id, "Hello");
      expect(response.status).toBe(404);
    }
    expect(await messagesIn(theirs.id)).toEqual([]);
    expect((await usageOf(member)).used_today).toBe(0);
  });

  describe("guests", () => {
    it("answer from the history the guest sends and store nothing", async () => {
      const guest = await createTestUser({ guest: true });
      const first = await sendMessage(guest, "1", "I feel lonely");
      const response = await sendMessage(guest, "1", "Tell me more", {
        history: [
          { text: "I feel lonely", is_user: true },
          { text: first.json.data.agent_message.text, is_user: false },
        ],
      });
      expect(response.status).toBe(200);
      const { user_message, agent_message } = addMessageResponseSchema.parse(response.json.data);
      expect(user_message.text).toBe("Tell me more");
      expect(agent_message.text).toMatch(/loneliness/);
      expect(agent_message.verses.length).toBeGreaterThan(0);
      expect(user_message.id).not.toBe(agent_message.id);
      expect(first.json.data.user_message.id).not.toBe(user_message.id);
      const alone = await sendMessage(guest, "1", "Tell me more");
      expect(alone.json.data.agent_message.text).not.toMatch(/loneliness/);

      const db = await getDb();
      expect(await db.select().from(chatSessions).where(eq(chatSessions.userId, guest.id))).toEqual(
        [],
      );
      expect(await usageOf(guest)).toMatchObject({
        plan: "guest",
        used_today: 3,
        daily_limit: 5,
        remaining_today: 2,
        can_rename: false,
        has_sidebar: false,
      });
    });

    it("post to session '1' only", async () => {
      const guest = await createTestUser({ guest: true });
      const member = await createTestUser();
      const session = await createChatSession(member);
      for (const id of [session.id, "2", crypto.randomUUID()]) {
        expect((await sendMessage(guest, id, "Hello")).status).toBe(404);
      }
      expect((await usageOf(guest)).used_today).toBe(0);
    });

    it("have the free daily limit", async () => {
      const guest = await createTestUser({ guest: true });
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await sendMessage(guest, "1", `Question ${sent + 1} about psalms`)).status).toBe(
          200,
        );
      }
      const refused = await sendMessage(guest, "1", "One more");
      expect(refused.status).toBe(403);
      expect(dailyLimitErrorSchema.parse(refused.json).detail).toBe("Daily message limit exceeded");
    });
  });

  describe("the daily limit", () => {
    it("lets a free member send 5 messages a day, then answers 403 with when it resets", async () => {
      const member = await createTestUser();
      const session = await createChatSession(member);
      expect(await usageOf(member)).toMatchObject({
        plan: "free",
        daily_limit: 5,
        used_today: 0,
        remaining_today: 5,
        can_rename: false,
        has_sidebar: false,
      });
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await sendMessage(member, session.id, `Verse about joy ${sent}`)).status).toBe(200);
      }
      const refused = await callApi(`chat/sessions/${session.id}/add_message/`, {
        method: "POST",
        headers: member.headers,
        locale: "sw",
        body: { text: "Just one more", is_user: true },
      });
      expect(refused.status).toBe(403);
      const body = dailyLimitErrorSchema.parse(refused.json);
      expect(body).toMatchObject({
        detail: "Daily message limit exceeded",
        code: "daily_limit_exceeded",
        daily_limit: 5,
        resets_at: dailyLimitResetsAt(new Date()).toISOString(),
      });
      expect(body.message).toContain("5");
      expect(body.message).toMatch(/Premium/);
      expect(body.message).toMatch(/leo/);
      expect(new Date(body.resets_at).getUTCHours()).toBe(21);
      expect(await messagesIn(session.id)).toHaveLength(10);
      expect(await usageOf(member)).toMatchObject({ used_today: 5, remaining_today: 0 });
    });

    it("stays exact with 10 parallel sends and 3 left: 3 answered, 7 refused", async () => {
      const member = await createTestUser();
      const session = await createChatSession(member);
      for (let sent = 0; sent < 2; sent += 1) {
        expect((await sendMessage(member, session.id, `Warm-up ${sent}`)).status).toBe(200);
      }
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          sendMessage(member, session.id, `Parallel question ${index} about faith`),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 200, 403, 403, 403, 403, 403, 403, 403]);
      expect(await messagesIn(session.id)).toHaveLength(10);
      expect((await usageOf(member)).used_today).toBe(5);
    });

    it("follows FREE_DAILY_MESSAGES", async () => {
      const member = await createTestUser();
      const session = await createChatSession(member);
      process.env.FREE_DAILY_MESSAGES = "1";
      try {
        expect((await sendMessage(member, session.id, "First")).status).toBe(200);
        const refused = await sendMessage(member, session.id, "Second");
        expect(refused.status).toBe(403);
        expect(refused.json.daily_limit).toBe(1);
        expect((await usageOf(member)).remaining_today).toBe(0);
      } finally {
        delete process.env.FREE_DAILY_MESSAGES;
      }
    });

    it("gives the message back when the reply cannot be stored", async () => {
      const member = await createTestUser();
      const session = await createChatSession(member, FAILING_SESSION);
      const failed = await sendMessage(member, session.id, "Will this be kept?");
      expect(failed.status).toBe(500);
      expect(await messagesIn(session.id)).toEqual([]);
      expect((await usageOf(member)).used_today).toBe(0);
    });
  });

  describe("premium", () => {
    it("is unlimited", async () => {
      const member = await createPremiumUser();
      const session = await createChatSession(member);
      for (let sent = 0; sent < 7; sent += 1) {
        expect((await sendMessage(member, session.id, `Premium question ${sent}`)).status).toBe(
          200,
        );
      }
      expect(await usageOf(member)).toMatchObject({
        plan: "premium",
        daily_limit: null,
        remaining_today: null,
        used_today: 7,
        can_rename: true,
        has_sidebar: true,
      });
    });

    it("is rate-limited against abuse with 429 and Retry-After", async () => {
      const member = await createPremiumUser();
      const session = await createChatSession(member);
      for (let attempt = 0; attempt < PREMIUM_CHAT_RATE_LIMIT.limit; attempt += 1) {
        await consumeRateLimit(PREMIUM_CHAT_RATE_LIMIT, member.id);
      }
      const limited = await sendMessage(member, session.id, "Too fast?");
      expect(limited.status).toBe(429);
      expect(limited.json.code).toBe("rate_limited");
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PREMIUM_CHAT_RATE_LIMIT.windowSeconds);
      expect(await messagesIn(session.id)).toEqual([]);
    });
  });
});

describeEachDatabase("chat API without its database", () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL };
  let member: TestUser;
  let sessionId: string;

  beforeAll(async () => {
    member = await createTestUser();
    sessionId = (await createChatSession(member)).id;
    saved.DATABASE_URL = process.env.DATABASE_URL;
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
  });

  afterEach(async () => {
    await closeDb();
    if (saved.DATABASE_URL) process.env.DATABASE_URL = saved.DATABASE_URL;
    else delete process.env.DATABASE_URL;
  });

  it("answers 503 with Retry-After", async () => {
    const response = await sendMessage(member, sessionId, "Is anyone there?");
    expect(response.status).toBe(503);
    expect(response.json.code).toBe("service_unavailable");
    expect(response.headers.get("retry-after")).toBe("30");
  });
});
