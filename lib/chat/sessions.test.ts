import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { getDb } from "@/lib/db/client";
import {
  bookmarks,
  bookmarkTags,
  chatDailyUsage,
  chatMessages,
  chatSessions,
  tags,
} from "@/lib/db/schema";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import {
  chatSessionDetailSchema,
  chatSessionSchema,
  DEFAULT_SESSION_NAME,
  sessionDeletedSchema,
} from "./schemas";
import { createChatSession, createPremiumUser, sendMessage } from "@/tests/support/chat";

const SESSION_ENDPOINTS = (id: string) => [
  { method: "GET", path: "chat/sessions/" },
  { method: "POST", path: "chat/sessions/", body: {} },
  { method: "GET", path: `chat/sessions/${id}/` },
  { method: "PUT", path: `chat/sessions/${id}/`, body: { session_name: "Renamed" } },
  { method: "DELETE", path: `chat/sessions/${id}/` },
];

describeEachDatabase("chat sessions API", () => {
  let free: TestUser;
  let premium: TestUser;
  let other: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    await getDb();
    [free, premium, other, guest] = await Promise.all([
      createTestUser(),
      createPremiumUser(),
      createTestUser(),
      createTestUser({ guest: true }),
    ]);
  });

  it("asks a visitor to sign in on every chat endpoint", async () => {
    const session = await createChatSession(free);
    const endpoints = [
      ...SESSION_ENDPOINTS(session.id),
      { method: "POST", path: `chat/sessions/${session.id}/add_message/`, body: { text: "Hi" } },
      { method: "POST", path: `chat/sessions/${session.id}/stream_message/`, body: { text: "Hi" } },
      { method: "POST", path: "chat/sessions/1/add_message/", body: { text: "Hi" } },
      { method: "GET", path: "chat/usage/" },
    ];
    for (const { method, path, body } of endpoints) {
      const response = await callApi(path, { method, body });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(response.json.code).toBe("unauthorized");
    }
  });

  it("keeps guests out of the session endpoints: their conversation lives in the browser", async () => {
    const session = await createChatSession(free);
    for (const id of [session.id, "1"]) {
      for (const { method, path, body } of SESSION_ENDPOINTS(id)) {
        const response = await callApi(path, { method, body, headers: guest.headers });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
        expect(response.json).toEqual({
          detail: "Guest users cannot perform this action",
          code: "guest_forbidden",
          message: "Guests cannot do this. Sign up or sign in to continue.",
        });
      }
    }
    const db = await getDb();
    expect(await db.select().from(chatSessions).where(eq(chatSessions.userId, guest.id))).toEqual(
      [],
    );
  });

  it("creates sessions named 'New Chat' by default and lists them newest first", async () => {
    const member = await createTestUser();
    expect((await callApi("chat/sessions/", { headers: member.headers })).json).toEqual({
      data: [],
    });
    const created = await callApi("chat/sessions/", {
      method: "POST",
      headers: member.headers,
      body: {},
    });
    expect(created.status).toBe(201);
    const first = chatSessionSchema.parse(created.json.data);
    expect(first.session_name).toBe(DEFAULT_SESSION_NAME);
    const second = await createChatSession(member, "  Psalms study  ");
    expect(second.session_name).toBe("Psalms study");
    const third = await createChatSession(member);

    const listed = await callApi("chat/sessions/", { headers: member.headers });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(listed.json.data.map((session: { id: string }) => session.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(chatSessionSchema.array().parse(listed.json.data)).toHaveLength(3);
  });

  it("refuses an empty or overlong session name with field errors", async () => {
    for (const session_name of ["   ", "x".repeat(101), 42]) {
      const response = await callApi("chat/sessions/", {
        method: "POST",
        headers: free.headers,
        body: { session_name },
      });
      expect(response.status).toBe(400);
      expect(response.json.fields.session_name).toHaveLength(1);
    }
  });

  it("shows a session with its messages in order, and nobody else's", async () => {
    const session = await createChatSession(free);
    const empty = await callApi(`chat/sessions/${session.id}/`, { headers: free.headers });
    expect(empty.status).toBe(200);
    expect(chatSessionDetailSchema.parse(empty.json.data)).toEqual({ ...session, messages: [] });

    await sendMessage(free, session.id, "What does the Bible say about hope?");
    const detail = chatSessionDetailSchema.parse(
      (await callApi(`chat/sessions/${session.id}/`, { headers: free.headers })).json.data,
    );
    expect(detail.messages.map((message) => message.is_user)).toEqual([true, false]);
    expect(detail.messages[0].text).toBe("What does the Bible say about hope?");
    expect(detail.messages[1].verses.length).toBeGreaterThan(0);
    expect(detail.messages.map((message) => message.bookmark)).toEqual([null, null]);

    for (const intruder of [other, premium]) {
      const response = await callApi(`chat/sessions/${session.id}/`, {
        headers: intruder.headers,
      });
      expect(response.status).toBe(404);
    }
    for (const id of ["1", "not-a-uuid", crypto.randomUUID()]) {
      expect((await callApi(`chat/sessions/${id}/`, { headers: free.headers })).status).toBe(404);
    }
  });

  it("carries each agent message's bookmark, linked by message id on the server", async () => {
    const session = await createChatSession(free);
    await sendMessage(free, session.id, "Teach me about prayer");
    await sendMessage(free, session.id, "And about forgiveness");
    const db = await getDb();
    const stored = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session.id))
      .orderBy(chatMessages.position);
    const [, firstReply, , secondReply] = stored;
    const [bookmark] = await db
      .insert(bookmarks)
      .values({
        userId: free.id,
        title: "Prayer",
        content: firstReply.text,
        bookmarkType: "INSIGHT",
        messageId: firstReply.id,
      })
      .returning();
    const inserted = await db
      .insert(tags)
      .values([
        { userId: free.id, name: "Prayer" },
        { userId: free.id, name: "AI Response" },
      ])
      .returning();
    await db
      .insert(bookmarkTags)
      .values(inserted.map((tag) => ({ bookmarkId: bookmark.id, tagId: tag.id })));

    const detail = chatSessionDetailSchema.parse(
      (await callApi(`chat/sessions/${session.id}/`, { headers: free.headers })).json.data,
    );
    const byId = new Map(detail.messages.map((message) => [message.id, message.bookmark]));
    expect(byId.get(firstReply.id)).toEqual({
      id: bookmark.id,
      tags: [
        { id: inserted[1].id, name: "AI Response" },
        { id: inserted[0].id, name: "Prayer" },
      ],
    });
    expect(byId.get(secondReply.id)).toBeNull();
    expect(detail.messages.filter((message) => message.is_user).map((m) => m.bookmark)).toEqual([
      null,
      null,
    ]);
  });

  describe("renaming", () => {
    it("is premium only: a free member gets 403 premium_required with a localized message", async () => {
      const session = await createChatSession(free);
      const response = await callApi(`chat/sessions/${session.id}/`, {
        method: "PUT",
        headers: free.headers,
        locale: "sw",
        body: { session_name: "Mpya" },
      });
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ code: "premium_required" });
      expect(response.json.message).toMatch(/Premium/);
      expect(response.json.message).toMatch(/majina/);
    });

    it("renames a premium member's own session", async () => {
      const session = await createChatSession(premium);
      const response = await callApi(`chat/sessions/${session.id}/`, {
        method: "PUT",
        headers: premium.headers,
        body: { session_name: "  Sermon on the Mount " },
      });
      expect(response.status).toBe(200);
      const renamed = chatSessionSchema.parse(response.json.data);
      expect(renamed).toMatchObject({ id: session.id, session_name: "Sermon on the Mount" });
      expect(Date.parse(renamed.updated_at)).toBeGreaterThanOrEqual(Date.parse(session.updated_at));

      const empty = await callApi(`chat/sessions/${session.id}/`, {
        method: "PUT",
        headers: premium.headers,
        body: { session_name: " " },
      });
      expect(empty.status).toBe(400);
      expect(empty.json.fields.session_name).toHaveLength(1);
    });

    it("answers 404 for another member's session or one that does not exist", async () => {
      const theirs = await createChatSession(other);
      for (const id of [theirs.id, crypto.randomUUID(), "1"]) {
        const response = await callApi(`chat/sessions/${id}/`, {
          method: "PUT",
          headers: premium.headers,
          body: { session_name: "Mine now" },
        });
        expect(response.status).toBe(404);
      }
      const unchanged = await callApi(`chat/sessions/${theirs.id}/`, { headers: other.headers });
      expect(unchanged.json.data.session_name).toBe(DEFAULT_SESSION_NAME);
    });
  });

  describe("deleting", () => {
    it("deletes the member's own session with its messages", async () => {
      for (const member of [free, premium]) {
        const session = await createChatSession(member);
        await sendMessage(member, session.id, "Who was Ruth?");
        const response = await callApi(`chat/sessions/${session.id}/`, {
          method: "DELETE",
          headers: member.headers,
        });
        expect(response.status).toBe(200);
        expect(sessionDeletedSchema.parse(response.json.data)).toEqual({ deleted: true });
        const again = await callApi(`chat/sessions/${session.id}/`, { headers: member.headers });
        expect(again.status).toBe(404);
        const db = await getDb();
        expect(
          await db.select().from(chatMessages).where(eq(chatMessages.sessionId, session.id)),
        ).toEqual([]);
      }
    });

    it("answers 404 for another member's session and leaves it alone", async () => {
      const theirs = await createChatSession(other);
      const response = await callApi(`chat/sessions/${theirs.id}/`, {
        method: "DELETE",
        headers: free.headers,
      });
      expect(response.status).toBe(404);
      expect(
        (await callApi(`chat/sessions/${theirs.id}/`, { headers: other.headers })).status,
      ).toBe(200);
    });
  });

  it("exports the member's sessions with their messages", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    await sendMessage(member, session.id, "What is grace?");
    await createChatSession(other);
    const response = await callApi("session/export/", { headers: member.headers });
    expect(response.status).toBe(200);
    const [exported, ...rest] = response.json.data.chat_sessions;
    expect(rest).toEqual([]);
    expect(exported).toMatchObject({ id: session.id, session_name: "What is grace?" });
    expect(
      exported.messages.map((message: { is_user: boolean; engine: string | null }) => [
        message.is_user,
        message.engine,
      ]),
    ).toEqual([
      [true, null],
      [false, "offline"],
    ]);
    expect(exported.messages[1].verses.length).toBeGreaterThan(0);
  });

  it("removes sessions, messages and usage with the account", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    await sendMessage(member, session.id, "Why did Jesus weep?");
    const deleted = await callApi("session/account/", {
      method: "DELETE",
      headers: member.headers,
    });
    expect(deleted.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(chatSessions).where(eq(chatSessions.userId, member.id))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.sessionId, [session.id])),
    ).toEqual([]);
    expect(
      await db.select().from(chatDailyUsage).where(eq(chatDailyUsage.userId, member.id)),
    ).toEqual([]);
  });
});
