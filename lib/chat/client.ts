import type { z } from "zod";
import { ApiError, apiHeaders, apiRequest } from "@/lib/api/client";
import { getApiToken } from "@/lib/auth/client";
import { createBookmark, updateBookmark, type BookmarksCaller } from "@/lib/bookmarks/client";
import { AI_RESPONSE_TAG, tagSchema, type Bookmark } from "@/lib/bookmarks/schemas";
import {
  DAILY_LIMIT_CODE,
  DAILY_LIMIT_DETAIL,
  chatSessionDetailSchema,
  chatSessionSchema,
  chatUsageSchema,
  GUEST_SESSION_ID,
  type ChatSession,
  type StreamEvent,
} from "./schemas";
import type { ChatKey, ChatResourceData, ChatResourceKind } from "./keys";
import { readStreamEvents } from "./stream-events";

/*
 * The chat page's browser client: every call of the chat contract, parsed with its schema, and
 * the reader of the streaming reply. The page loads this module with its first request, so zod
 * and the schemas stay out of the page's first download.
 */

const resources = {
  sessions: () => ({ path: "chat/sessions/", schema: chatSessionSchema.array() }),
  session: (id: string) => ({ path: `chat/sessions/${id}/`, schema: chatSessionDetailSchema }),
  usage: () => ({ path: "chat/usage/", schema: chatUsageSchema }),
  tags: () => ({ path: "bookmarks/tags/", schema: tagSchema.array() }),
} satisfies Record<ChatResourceKind, (id: string) => { path: string; schema: z.ZodType<unknown> }>;

/** The one fetcher of the page's SWR keys: GET the resource as the viewer, parsed with its schema. */
export async function fetchChatResource<K extends ChatResourceKind>([
  kind,
  userId,
  id,
]: ChatKey<K>): Promise<ChatResourceData[K]> {
  const { path, schema } = resources[kind](id);
  const token = await getApiToken(userId);
  return schema.parse(await apiRequest<unknown>(path, { token })) as ChatResourceData[K];
}

export async function createSession(userId: string): Promise<ChatSession> {
  const token = await getApiToken(userId);
  return chatSessionSchema.parse(
    await apiRequest<unknown>("chat/sessions/", { method: "POST", body: {}, token }),
  );
}

export async function renameSession(
  userId: string,
  sessionId: string,
  sessionName: string,
): Promise<ChatSession> {
  const token = await getApiToken(userId);
  return chatSessionSchema.parse(
    await apiRequest<unknown>(`chat/sessions/${sessionId}/`, {
      method: "PUT",
      body: { session_name: sessionName },
      token,
    }),
  );
}

export async function deleteSession(userId: string, sessionId: string): Promise<void> {
  const token = await getApiToken(userId);
  await apiRequest<unknown>(`chat/sessions/${sessionId}/`, { method: "DELETE", token });
}

/** Spec section 5: a reply's bookmark is titled by its first line, at most 100 characters. */
export const BOOKMARK_TITLE_LENGTH = 100;

export function messageBookmarkTitle(text: string): string {
  const firstLine = text.trim().split("\n", 1)[0] ?? "";
  return firstLine.slice(0, BOOKMARK_TITLE_LENGTH);
}

/** Without chosen tags a reply is kept under 'AI Response'. */
export function messageBookmarkTags(tags: readonly string[]): string[] {
  return tags.length > 0 ? [...tags] : [AI_RESPONSE_TAG];
}

/** POST /bookmarks/: keeps a reply as an INSIGHT, linked to its message (once per message). */
export function bookmarkMessage(
  caller: BookmarksCaller,
  message: { id: string; text: string },
  tags: readonly string[],
): Promise<Bookmark> {
  return createBookmark(caller, {
    title: messageBookmarkTitle(message.text),
    content: message.text,
    bookmark_type: "INSIGHT",
    tag_names: messageBookmarkTags(tags),
    message_id: message.id,
  });
}

/** PATCH /bookmarks/{id}/: the 'Update Tags' of a bookmarked reply. */
export function updateBookmarkTags(
  caller: BookmarksCaller,
  bookmarkId: string,
  tags: readonly string[],
): Promise<Bookmark> {
  return updateBookmark(caller, bookmarkId, { tag_names: messageBookmarkTags(tags) });
}

/** An earlier turn a guest sends along: the server keeps nothing of a guest's conversation. */
export interface GuestTurn {
  text: string;
  is_user: boolean;
}

export interface StreamMessageOptions {
  userId: string;
  /** The member's session, or the guests' session '1'. */
  sessionId: string;
  text: string;
  /** Guests only: the conversation so far, oldest first. */
  history?: GuestTurn[];
  signal?: AbortSignal;
  onEvent: (event: Exclude<StreamEvent, { type: "error" }>) => void;
}

/** The most earlier turns the contract takes from a guest. */
export const GUEST_HISTORY_LIMIT = 50;

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return new ApiError(
    response.status,
    typeof body?.code === "string" ? body.code : "http_error",
    typeof body?.detail === "string" ? body.detail : response.statusText,
    undefined,
    body ?? {},
  );
}

/**
 * POST /chat/sessions/{id}/stream_message/: hands each NDJSON event to `onEvent` as it arrives.
 * Throws an ApiError for an error answer (before or inside the stream), a TypeError when the
 * network fails, and an AbortError when `signal` stops it.
 */
export async function streamMessage({
  userId,
  sessionId,
  text,
  history,
  signal,
  onEvent,
}: StreamMessageOptions): Promise<void> {
  const token = await getApiToken(userId);
  const headers = apiHeaders({ token });
  headers.set("Accept", "application/x-ndjson");
  const body =
    sessionId === GUEST_SESSION_ID
      ? { text, is_user: true, history: (history ?? []).slice(-GUEST_HISTORY_LIMIT) }
      : { text, is_user: true };
  const response = await fetch(`/api/v1/chat/sessions/${sessionId}/stream_message/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...body, timestamp: new Date().toISOString() }),
    signal,
    credentials: "same-origin",
  });
  if (!response.ok) throw await errorOf(response);
  if (!response.body) throw new ApiError(502, "empty_stream", "The reply stream was empty.");
  await deliverStreamEvents(response.body, onEvent);
}

/** Hands each stream event to `onEvent` as it arrives; an `error` event is thrown as an ApiError. */
export async function deliverStreamEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: Exclude<StreamEvent, { type: "error" }>) => void,
): Promise<void> {
  for await (const event of readStreamEvents(body)) {
    if (event.type === "error") {
      const status = event.code === "service_unavailable" ? 503 : 500;
      throw new ApiError(status, event.code, event.detail, undefined, { ...event });
    }
    onEvent(event);
  }
}

/** The 403 of a free member or guest past the day's messages. */
export function isDailyLimit(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.code === DAILY_LIMIT_CODE || error.detail === DAILY_LIMIT_DETAIL)
  );
}
