import type { MessageBookmark } from "@/lib/bookmarks/message-bookmarks";
import type { ChatMessageRow, ChatSessionRow } from "@/lib/db/schema";
import type { ChatMessage, ChatSession } from "./schemas";

export function sessionJson(session: ChatSessionRow): ChatSession {
  return {
    id: session.id,
    session_name: session.sessionName,
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
  };
}

export function messageJson(
  message: Pick<ChatMessageRow, "id" | "text" | "isUser" | "verses" | "createdAt">,
  bookmark: MessageBookmark | null = null,
): ChatMessage {
  return {
    id: message.id,
    text: message.text,
    is_user: message.isUser,
    created_at: message.createdAt.toISOString(),
    verses: message.isUser ? [] : message.verses,
    bookmark: message.isUser ? null : bookmark,
  };
}
