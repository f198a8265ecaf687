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

/**
 * What a member's conversation still shows of a turn kept on the page (a stopped reply, a send
 * that failed after the server took the message) once the server's copy has been read again:
 * nothing the server holds twice, and the stopped reply only while the server has no reply.
 */
export function settleKept(
  stored: readonly ConversationMessage[],
  kept: readonly ConversationMessage[],
): ConversationMessage[] {
  const question = kept.find((message) => message.is_user);
  if (!question) return [...kept];
  const storedAt = stored.findLastIndex(
    (message) =>
      message.id === question.id || (message.is_user && message.text === question.text.trim()),
  );
  if (storedAt < 0) return [...kept];
  const answered = stored.slice(storedAt + 1).some((message) => !message.is_user);
  return answered ? [] : kept.filter((message) => !message.is_user);
}

/** The reader pressed Stop (or left the session) while the reply streamed. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** A failure of the connection itself (offline, server unreachable), not an answer from it. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
