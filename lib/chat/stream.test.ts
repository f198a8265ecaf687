import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch } from "@/lib/api/dispatch";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { getVerseText } from "@/lib/bible/text";
import { getDb } from "@/lib/db/client";
import { chatMessages, chatSessions } from "@/lib/db/schema";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import {
  startFakeOpenAIServer,
  type FakeOpenAIServer,
} from "./assistant/testing/fake-openai-server";
import { chatSessionDetailSchema, type StreamEvent } from "./schemas";
import { readStreamEvents } from "./stream-events";
import {
  createChatSession,
  FAILING_SESSION,
  installReplyFailure,
  sendMessage,
} from "@/tests/support/chat";

const QUESTION = "How can I find peace in my heart?";

function openStream(
  user: TestUser | null,
  sessionId: string,
  body: Record<string, unknown>,
  { signal, locale = "en" }: { signal?: AbortSignal; locale?: string } = {},
) {
  return dispatch(
    new Request(`http://localhost/api/v1/chat/sessions/${sessionId}/stream_message/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Locale: locale, ...user?.headers },
      body: JSON.stringify({ is_user: true, timestamp: new Date().toISOString(), ...body }),
      signal,
    }),
  );
}

async function readAll(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readStreamEvents(response.body!)) events.push(event);
  return events;
}

function deltasOf(events: StreamEvent[]): string[] {
  return events.flatMap((event) => (event.type === "delta" ? [event.text] : []));
}

async function storedMessages(sessionId: string) {
  const db = await getDb();
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(chatMessages.position);
}

async function sessionDetail(member: TestUser, sessionId: string) {
  const response = await callApi(`chat/sessions/${sessionId}/`, { headers: member.headers });
  return chatSessionDetailSchema.parse(response.json.data);
}

async function usedToday(user: TestUser): Promise<number> {
  return (await callApi("chat/usage/", { headers: user.headers })).json.data.used_today;
}

describeEachDatabase("streamed replies", () => {
  beforeAll(async () => {
    await installReplyFailure();
  });

  it("streams the stored user message, the reply in paragraphs, then the stored reply", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const response = await openStream(member, session.id, { text: QUESTION });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const events = await readAll(response);
    const [first, ...rest] = events;
    const last = rest.pop()!;
    expect(first.type).toBe("user_message");
    expect(last.type).toBe("agent_message");
    expect(rest.every((event) => event.type === "delta")).toBe(true);
    const deltas = deltasOf(events);
    expect(deltas.length).toBeGreaterThan(1);
    if (first.type !== "user_message" || last.type !== "agent_message") return;
    expect(first.message).toMatchObject({ text: QUESTION, is_user: true });
    expect(last.message.text).toBe(deltas.join(""));
    expect(last.message.verses.length).toBeGreaterThan(0);

    const detail = await sessionDetail(member, session.id);
    expect(detail.messages).toEqual([first.message, last.message]);
    expect(detail.session_name).toBe(QUESTION);
    expect((await storedMessages(session.id)).map((message) => message.engine)).toEqual([
      null,
      "offline",
    ]);
    expect(await usedToday(member)).toBe(1);
  });

  it("keeps what arrived when the client stops reading after one paragraph", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const events = readStreamEvents(
      (await openStream(member, session.id, { text: QUESTION })).body!,
    );
    const userEvent = (await events.next()).value as StreamEvent;
    const firstDelta = (await events.next()).value as StreamEvent;
    expect(firstDelta.type).toBe("delta");
    await events.return(undefined);

    const detail = await sessionDetail(member, session.id);
    expect(userEvent.type === "user_message" && userEvent.message.id).toBe(detail.messages[0].id);
    expect(detail.messages).toHaveLength(2);
    expect(firstDelta.type === "delta" && firstDelta.text).toBe(detail.messages[1].text);
    expect(detail.messages[1].is_user).toBe(false);
    expect(detail.messages[1].text).not.toContain("\n\n");
  });

  it("keeps what arrived when the request is aborted, and stops there", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const abort = new AbortController();
    const response = await openStream(
      member,
      session.id,
      { text: QUESTION },
      { signal: abort.signal },
    );
    const events = readStreamEvents(response.body!);
    await events.next();
    const firstDelta = (await events.next()).value as StreamEvent;
    abort.abort();

    await expect
      .poll(async () => (await storedMessages(session.id)).map((message) => message.text))
      .toEqual([QUESTION, firstDelta.type === "delta" ? firstDelta.text : "?"]);
    const [, reply] = await storedMessages(session.id);
    expect(reply.engine).toBe("offline");
  });

  it("stores no reply when the client leaves before any of it, and still counts the message", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    const events = readStreamEvents(
      (await openStream(member, session.id, { text: QUESTION })).body!,
    );
    expect((await events.next()).value).toMatchObject({ type: "user_message" });
    await events.return(undefined);
    expect((await storedMessages(session.id)).map((message) => message.isUser)).toEqual([true]);
    expect(await usedToday(member)).toBe(1);
  });

  it("sends an error event when the reply cannot be stored, after what was streamed", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member, FAILING_SESSION);
    const events = await readAll(
      await openStream(member, session.id, { text: QUESTION }, { locale: "sw" }),
    );
    expect(events[0].type).toBe("user_message");
    expect(deltasOf(events).length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "reply_failed",
      detail: "Jibu halikuweza kukamilika. Tafadhali jaribu tena.",
    });
    expect((await storedMessages(session.id)).map((message) => message.isUser)).toEqual([true]);
  });

  it("answers guests on session '1' from their history without storing anything", async () => {
    const guest = await createTestUser({ guest: true });
    const events = await readAll(
      await openStream(guest, "1", {
        text: "Tell me more",
        history: [
          { text: "I feel lonely", is_user: true },
          { text: "God is close to the lonely.", is_user: false },
        ],
      }),
    );
    const [first, last] = [events[0], events.at(-1)!];
    expect(first.type === "user_message" && first.message.text).toBe("Tell me more");
    expect(last.type === "agent_message" && last.message.text).toBe(deltasOf(events).join(""));
    expect(last.type === "agent_message" && last.message.text).toMatch(/loneliness/);
    const db = await getDb();
    expect(await db.select().from(chatSessions).where(eq(chatSessions.userId, guest.id))).toEqual(
      [],
    );
    expect(await usedToday(guest)).toBe(1);
  });

  it("checks like add_message before streaming: 401, 400, 404, then the daily limit as JSON", async () => {
    const member = await createTestUser();
    const session = await createChatSession(member);
    expect((await openStream(null, session.id, { text: QUESTION })).status).toBe(401);
    const empty = await openStream(member, session.id, { text: "  " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields.text).toHaveLength(1);
    expect((await openStream(member, "1", { text: QUESTION })).status).toBe(404);
    const guest = await createTestUser({ guest: true });
    expect((await openStream(guest, session.id, { text: QUESTION })).status).toBe(404);

    for (let sent = 0; sent < 4; sent += 1) {
      expect((await sendMessage(member, session.id, `Question ${sent}`)).status).toBe(200);
    }
    const fifth = await readAll(await openStream(member, session.id, { text: QUESTION }));
    expect(fifth.at(-1)?.type).toBe("agent_message");
    const refused = await openStream(member, session.id, { text: QUESTION });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ detail: "Daily message limit exceeded" });
  });
});

describeEachDatabase("streamed replies from a provider", () => {
  let server: FakeOpenAIServer;
  const JOHN_3_16 = getVerseText("en", "John", 3, 16)!;
  const MISQUOTED =
    "God loves you deeply.\n\nJohn 3:16 says “For God loved the world so much that he gave his one and only Son.”\n\nRest in that love today.";

  beforeAll(async () => {
    server = await startFakeOpenAIServer({ behaviour: { kind: "reply", text: MISQUOTED } });
    process.env.AI_BASE_URL = server.baseURL;
    process.env.AI_MODEL = "fake-model";
    process.env.AI_TIMEOUT_MS = "5000";
  });

  afterAll(async () => {
    delete process.env.AI_BASE_URL;
    delete process.env.AI_MODEL;
    delete process.env.AI_TIMEOUT_MS;
    await server.close();
  });

  describe("on a real socket", () => {
    it("streams the provider's verified paragraphs and stores the corrected reply", async () => {
      server.setBehaviour({ kind: "reply", text: MISQUOTED });
      const member = await createTestUser();
      const session = await createChatSession(member);
      const events = await readAll(
        await openStream(member, session.id, { text: "Does God love me?" }),
      );
      const deltas = deltasOf(events);
      expect(deltas).toHaveLength(3);
      expect(deltas[1]).toContain(JOHN_3_16);
      expect(deltas.join("")).not.toContain("one and only");
      const last = events.at(-1)!;
      expect(last.type === "agent_message" && last.message.text).toBe(deltas.join(""));
      const [, reply] = await storedMessages(session.id);
      expect(reply).toMatchObject({ engine: "provider", text: deltas.join("") });
      expect(reply.verses[0]).toBe(`John 3:16 — ${JOHN_3_16}`);
    });

    it("sends the guest's history to the provider and answers add_message", async () => {
      server.setBehaviour({ kind: "reply", text: "Ruth stayed with Naomi." });
      server.requests.length = 0;
      const guest = await createTestUser({ guest: true });
      const response = await sendMessage(guest, "1", "What did she do next?", {
        history: [
          { text: "Who was Ruth?", is_user: true },
          { text: "Ruth was a Moabite woman.", is_user: false },
        ],
      });
      expect(response.status).toBe(200);
      expect(response.json.data.agent_message.text).toBe("Ruth stayed with Naomi.");
      const sent = JSON.stringify(server.requests.at(-1)?.messages);
      expect(sent).toContain("Who was Ruth?");
      expect(sent).toContain("Ruth was a Moabite woman.");
      expect(sent).toContain("What did she do next?");
    });

    it("falls back to the offline engine when the provider fails", async () => {
      server.setBehaviour({ kind: "error", status: 500 });
      const member = await createTestUser();
      const session = await createChatSession(member);
      const response = await sendMessage(member, session.id, QUESTION);
      expect(response.status).toBe(200);
      expect(response.json.data.agent_message.verses.length).toBeGreaterThan(0);
      const [, reply] = await storedMessages(session.id);
      expect(reply.engine).toBe("offline");
    });

    it("stops the provider when the client stops, keeping the paragraphs that arrived", async () => {
      server.setBehaviour({
        kind: "hang-after",
        text: "The Lord is near to the broken-hearted.\n\nAnd he",
      });
      const member = await createTestUser();
      const session = await createChatSession(member);
      const events = readStreamEvents(
        (await openStream(member, session.id, { text: "I am sad" })).body!,
      );
      await events.next();
      const firstDelta = (await events.next()).value as StreamEvent;
      expect(firstDelta).toEqual({
        type: "delta",
        text: "The Lord is near to the broken-hearted.",
      });
      await events.return(undefined);
      const [, reply] = await storedMessages(session.id);
      expect(reply).toMatchObject({
        engine: "provider",
        text: "The Lord is near to the broken-hearted.",
      });
    });
  });
});
