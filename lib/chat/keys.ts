import type { Tag } from "@/lib/bookmarks/schemas";
import type { ChatSession, ChatSessionDetail, ChatUsage } from "./schemas";

/** What each of the chat page's SWR keys holds. */
export interface ChatResourceData {
  sessions: ChatSession[];
  session: ChatSessionDetail;
  usage: ChatUsage;
  tags: Tag[];
}

export type ChatResourceKind = keyof ChatResourceData;

/** An SWR key of the chat page: the resource, whose it is, and the session for `session`. */
export type ChatKey<K extends ChatResourceKind = ChatResourceKind> = readonly [
  kind: K,
  userId: string,
  id: string,
];

export const chatKeys = {
  sessions: (userId: string): ChatKey<"sessions"> => ["sessions", userId, ""],
  session: (userId: string, sessionId: string): ChatKey<"session"> => [
    "session",
    userId,
    sessionId,
  ],
  usage: (userId: string): ChatKey<"usage"> => ["usage", userId, ""],
  tags: (userId: string): ChatKey<"tags"> => ["tags", userId, ""],
};
