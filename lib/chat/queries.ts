import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "@/lib/auth/users";
import { getDb, type Database } from "@/lib/db/client";
import {
  chatMessages,
  chatSessions,
  type ChatMessageRow,
  type ChatSessionRow,
} from "@/lib/db/schema";
import type { ChatTurn, EngineName } from "./assistant/types";
import { DEFAULT_SESSION_NAME } from "./schemas";

type Executor = Pick<Database, "insert" | "update">;

export interface AgentReply {
  text: string;
  verses: string[];
  engine: EngineName;
}

/** The member's sessions, newest first. */
export async function listSessions({ userId }: { userId: string }): Promise<ChatSessionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id));
}

export async function createSession({
  userId,
  sessionName,
}: {
  userId: string;
  sessionName: string;
}): Promise<ChatSessionRow> {
  const db = await getDb();
  const [session] = await db.insert(chatSessions).values({ userId, sessionName }).returning();
  return session;
}

/** The session if it exists and belongs to the user; null otherwise, whatever the id looks like. */
export async function findSession({
  userId,
  sessionId,
}: {
  userId: string;
  sessionId: string;
}): Promise<ChatSessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const db = await getDb();
  const [session] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .limit(1);
  return session ?? null;
}

/** A session's messages in the order they were written. */
export async function listMessages({
  sessionId,
}: {
  sessionId: string;
}): Promise<ChatMessageRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.position));
}

/** The last `limit` messages of a session as the assistant reads them, oldest first. */
export async function recentTurns({
  sessionId,
  limit,
}: {
  sessionId: string;
  limit: number;
}): Promise<ChatTurn[]> {
  const db = await getDb();
  const rows = await db
    .select({ text: chatMessages.text, isUser: chatMessages.isUser })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.position))
    .limit(limit);
  return rows.reverse().map(({ text, isUser }) => ({ role: isUser ? "user" : "assistant", text }));
}

export async function renameSession({
  userId,
  sessionId,
  sessionName,
}: {
  userId: string;
  sessionId: string;
  sessionName: string;
}): Promise<ChatSessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const db = await getDb();
  const [session] = await db
    .update(chatSessions)
    .set({ sessionName, updatedAt: new Date() })
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .returning();
  return session ?? null;
}

/** Deletes the session and (by cascade) its messages; false if the user has no such session. */
export async function deleteSession({
  userId,
  sessionId,
}: {
  userId: string;
  sessionId: string;
}): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const db = await getDb();
  const deleted = await db
    .delete(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .returning({ id: chatSessions.id });
  return deleted.length > 0;
}

/** Marks the session as just used and, while it is still called 'New Chat', names it. */
async function touchSession(db: Executor, sessionId: string, autoName: string): Promise<void> {
  await db
    .update(chatSessions)
    .set({
      updatedAt: sql`now()`,
      sessionName: sql`case when ${chatSessions.sessionName} = ${DEFAULT_SESSION_NAME} then ${autoName} else ${chatSessions.sessionName} end`,
    })
    .where(eq(chatSessions.id, sessionId));
}

async function insertUserMessage(
  db: Executor,
  sessionId: string,
  text: string,
): Promise<ChatMessageRow> {
  const [message] = await db
    .insert(chatMessages)
    .values({ sessionId, text, isUser: true })
    .returning();
  return message;
}

async function insertAgentMessage(
  db: Executor,
  sessionId: string,
  reply: AgentReply,
): Promise<ChatMessageRow> {
  const [message] = await db
    .insert(chatMessages)
    .values({
      sessionId,
      text: reply.text,
      isUser: false,
      verses: reply.verses,
      engine: reply.engine,
    })
    .returning();
  return message;
}

/** The member's message and the assistant's reply, stored together or not at all. */
export async function saveExchange({
  sessionId,
  userText,
  reply,
  autoName,
}: {
  sessionId: string;
  userText: string;
  reply: AgentReply;
  autoName: string;
}): Promise<{ userMessage: ChatMessageRow; agentMessage: ChatMessageRow }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userMessage = await insertUserMessage(tx, sessionId, userText);
    const agentMessage = await insertAgentMessage(tx, sessionId, reply);
    await touchSession(tx, sessionId, autoName);
    return { userMessage, agentMessage };
  });
}

/** The member's message alone, before a streamed reply. */
export async function saveUserMessage({
  sessionId,
  text,
  autoName,
}: {
  sessionId: string;
  text: string;
  autoName: string;
}): Promise<ChatMessageRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const message = await insertUserMessage(tx, sessionId, text);
    await touchSession(tx, sessionId, autoName);
    return message;
  });
}

/** A streamed reply, whole or as far as it got. */
export async function saveAgentMessage({
  sessionId,
  reply,
}: {
  sessionId: string;
  reply: AgentReply;
}): Promise<ChatMessageRow> {
  const db = await getDb();
  return insertAgentMessage(db, sessionId, reply);
}

/** Takes back a stored message whose reply never came. */
export async function deleteMessage({ messageId }: { messageId: string }): Promise<void> {
  const db = await getDb();
  await db.delete(chatMessages).where(eq(chatMessages.id, messageId));
}

export interface ExportedChatSession extends ChatSessionRow {
  messages: ChatMessageRow[];
}

/** Every session of the user with its messages, for the data export. */
export async function chatSessionsWithMessages({
  userId,
}: {
  userId: string;
}): Promise<ExportedChatSession[]> {
  const sessions = await listSessions({ userId });
  if (sessions.length === 0) return [];
  const db = await getDb();
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.sessionId,
        sessions.map((session) => session.id),
      ),
    )
    .orderBy(asc(chatMessages.position));
  return sessions.map((session) => ({
    ...session,
    messages: messages.filter((message) => message.sessionId === session.id),
  }));
}
