import "server-only";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { dispatch } from "@/lib/api/dispatch";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import type { Measurement } from "@/lib/bible/benchmark";
import { closeDb, getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { warmAssistant } from "./assistant";
import { readStreamEvents } from "./stream-events";

const QUESTIONS: Array<{ locale: Locale; text: string }> = [
  { locale: "en", text: "How can I find peace when I am anxious?" },
  { locale: "en", text: "What does the Bible say about forgiveness?" },
  { locale: "en", text: "Please pray for me, I am worried about my exams" },
  { locale: "en", text: "Explain John 3:16" },
  { locale: "en", text: "How do I know God's will for my life?" },
  { locale: "sw", text: "Biblia inasema nini kuhusu upendo?" },
  { locale: "sw", text: "Nawezaje kupata amani moyoni mwangu?" },
  { locale: "sw", text: "Nisaidie kuomba kuhusu familia yangu" },
];
const WARM_UP = 10;
const SAMPLES = 80;
/** A new session every few messages, so the history the engine reads stays realistic. */
const MESSAGES_PER_SESSION = 6;

function apiRequest(member: TestUser, locale: Locale, path: string, body: unknown): Request {
  return new Request(`http://localhost/api/v1/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Locale: locale, ...member.headers },
    body: JSON.stringify(body),
  });
}

async function newSession(member: TestUser): Promise<string> {
  const response = await dispatch(apiRequest(member, "en", "chat/sessions/", {}));
  if (response.status !== 201) throw new Error(`creating a session: status ${response.status}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Runs `send` WARM_UP + SAMPLES times over the questions; returns the timed samples. */
async function measure(
  member: TestUser,
  send: (sessionId: string, question: (typeof QUESTIONS)[number]) => Promise<number>,
): Promise<number[]> {
  const samples: number[] = [];
  let sessionId = "";
  for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
    if (round % MESSAGES_PER_SESSION === 0) sessionId = await newSession(member);
    const elapsed = await send(sessionId, QUESTIONS[round % QUESTIONS.length]);
    if (round >= WARM_UP) samples.push(elapsed);
  }
  return samples;
}

async function firstDeltaMs(
  member: TestUser,
  sessionId: string,
  { locale, text }: (typeof QUESTIONS)[number],
) {
  const started = performance.now();
  const response = await dispatch(
    apiRequest(member, locale, `chat/sessions/${sessionId}/stream_message/`, { text }),
  );
  if (response.status !== 200 || !response.body)
    throw new Error(`stream_message: status ${response.status}`);
  let elapsed: number | undefined;
  let finished = false;
  for await (const event of readStreamEvents(response.body)) {
    if (event.type === "delta") elapsed ??= performance.now() - started;
    if (event.type === "error") throw new Error(`stream_message: ${event.detail}`);
    if (event.type === "agent_message") finished = true;
  }
  if (elapsed === undefined || !finished) throw new Error("stream_message: no complete reply");
  return elapsed;
}

async function addMessageMs(
  member: TestUser,
  sessionId: string,
  { locale, text }: (typeof QUESTIONS)[number],
) {
  const started = performance.now();
  const response = await dispatch(
    apiRequest(member, locale, `chat/sessions/${sessionId}/add_message/`, { text, is_user: true }),
  );
  await response.text();
  if (response.status !== 200) throw new Error(`add_message: status ${response.status}`);
  return performance.now() - started;
}

/**
 * The chat API in process on a temporary PGlite database with the offline engine: the time from
 * the start of a stream_message request to its first `delta` line, and a whole add_message.
 */
export async function runChatBenchmarks(log: (line: string) => void): Promise<Measurement[]> {
  const saved = { ...process.env };
  const directory = mkdtempSync(path.join(os.tmpdir(), "neno-chat-bench-"));
  delete process.env.DATABASE_URL;
  delete process.env.AI_BASE_URL;
  delete process.env.AI_MODEL;
  process.env.DATA_DIR = directory;
  // A free member with room for every sample: the limit's statement still runs on each message.
  process.env.FREE_DAILY_MESSAGES = "100000";
  try {
    await getDb();
    warmAssistant();
    const member = await createTestUser();
    log(`chat: ${SAMPLES} messages each (after ${WARM_UP} to warm up), offline engine, PGlite`);
    const stream = await measure(member, (sessionId, question) =>
      firstDeltaMs(member, sessionId, question),
    );
    const whole = await measure(member, (sessionId, question) =>
      addMessageMs(member, sessionId, question),
    );
    return [
      { name: "chat: stream_message to first delta", samples: stream, budgetP95: 150 },
      { name: "chat: add_message (whole reply)", samples: whole },
    ];
  } finally {
    await closeDb();
    rmSync(directory, { recursive: true, force: true });
    for (const name of [
      "DATABASE_URL",
      "AI_BASE_URL",
      "AI_MODEL",
      "DATA_DIR",
      "FREE_DAILY_MESSAGES",
    ]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}
