import { GUEST_CHAT_STORAGE_PREFIX, readStored, writeStored } from "@/lib/auth/client-storage";
import type { ConversationMessage } from "./conversation";

/** How many messages of a guest's conversation the device keeps (the oldest go first). */
export const GUEST_KEPT_MESSAGES = 200;

/** One conversation per guest account; signing out removes every key under the prefix. */
export function guestConversationKey(userId: string): string {
  return `${GUEST_CHAT_STORAGE_PREFIX}:${userId}`;
}

function isStoredMessage(value: unknown): value is ConversationMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === "string" &&
    typeof message.text === "string" &&
    typeof message.is_user === "boolean" &&
    typeof message.created_at === "string" &&
    Array.isArray(message.verses) &&
    message.verses.every((verse) => typeof verse === "string")
  );
}

export function readGuestConversation(userId: string): ConversationMessage[] {
  const stored = readStored<unknown>(guestConversationKey(userId));
  if (!Array.isArray(stored)) return [];
  return stored.filter(isStoredMessage).map((message) => ({
    ...message,
    bookmark: null,
    // A reply cut short by a reload is kept as what arrived.
    state: message.state === "streaming" ? "stopped" : (message.state ?? "saved"),
  }));
}

export function writeGuestConversation(
  userId: string,
  messages: readonly ConversationMessage[],
): void {
  writeStored(guestConversationKey(userId), messages.slice(-GUEST_KEPT_MESSAGES));
}

/*
 * The conversation as a small external store, so the page renders "loading" on the server and
 * the stored conversation in the browser without a hydration mismatch, and two tabs agree.
 */
const listeners = new Set<() => void>();
let snapshot: { userId: string; raw: string | null; messages: ConversationMessage[] } | null = null;

function storedRaw(userId: string): string | null {
  try {
    return window.localStorage.getItem(guestConversationKey(userId));
  } catch {
    return null;
  }
}

export function subscribeGuestConversation(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The same array for as long as the stored conversation is unchanged. */
export function guestConversationSnapshot(userId: string): ConversationMessage[] {
  const raw = storedRaw(userId);
  if (snapshot?.userId !== userId || snapshot.raw !== raw)
    snapshot = { userId, raw, messages: readGuestConversation(userId) };
  return snapshot.messages;
}

/** Adds messages to the guest's conversation and tells the page. */
export function appendGuestConversation(
  userId: string,
  messages: readonly ConversationMessage[],
): void {
  writeGuestConversation(userId, [...guestConversationSnapshot(userId), ...messages]);
  for (const listener of listeners) listener();
}
