import type { ChatMessage } from "@/lib/chat/schemas";

/**
 * A message as the page shows it: `saved` came from the server, `pending` is the user's message
 * waiting for the server's copy, `streaming` is the reply arriving, `stopped` is what arrived of
 * a reply the user stopped, `local` lives only on this device (a guest's offline turn).
 */
export type MessageState = "saved" | "pending" | "streaming" | "stopped" | "local";

export interface ConversationMessage extends ChatMessage {
  state: MessageState;
}

export const saved = (message: ChatMessage): ConversationMessage => ({
  ...message,
  state: "saved",
});

export function localMessage(
  text: string,
  isUser: boolean,
  state: MessageState = "local",
): ConversationMessage {
  return {
    id: `local-${crypto.randomUUID()}`,
    text,
    is_user: isUser,
    created_at: new Date().toISOString(),
    verses: [],
    bookmark: null,
    state,
  };
}

/** The server's messages, then those still on their way that the server does not hold yet. */
export function mergeMessages(
  stored: readonly ConversationMessage[],
  pending: readonly ConversationMessage[],
): ConversationMessage[] {
  const known = new Set(stored.map((message) => message.id));
  return [...stored, ...pending.filter((message) => !known.has(message.id))];
}
