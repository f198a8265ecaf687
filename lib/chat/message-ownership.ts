import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { chatMessages, chatSessions } from "@/lib/db/schema";

/** Whether the message is the assistant's reply in one of this member's own chat sessions. */
export async function isOwnAgentMessage({
  userId,
  messageId,
}: {
  userId: string;
  messageId: string;
}): Promise<boolean> {
  const db = await getDb();
  const [message] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.isUser, false),
        eq(chatSessions.userId, userId),
      ),
    )
    .limit(1);
  return message !== undefined;
}
