import "server-only";
import { chatSessionsWithMessages } from "./queries";

/** The user's chat sessions with every message, as the data export shows them. */
export async function exportChatSessions(userId: string) {
  const sessions = await chatSessionsWithMessages({ userId });
  return sessions.map((session) => ({
    id: session.id,
    session_name: session.sessionName,
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
    messages: session.messages.map((message) => ({
      id: message.id,
      text: message.text,
      is_user: message.isUser,
      created_at: message.createdAt.toISOString(),
      verses: message.verses,
      engine: message.engine,
    })),
  }));
}
