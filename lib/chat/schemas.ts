import { z } from "zod";
import { tagSchema } from "@/lib/bookmarks/schemas";
import { MAX_MESSAGE_LENGTH } from "./assistant/types";

export const DEFAULT_SESSION_NAME = "New Chat";
export const SESSION_NAME_MAX_LENGTH = 100;
/** Guests post here: the server answers from the history they send and stores nothing. */
export const GUEST_SESSION_ID = "1";
/** The spec's 403 detail for a free member or guest past the day's messages. */
export const DAILY_LIMIT_DETAIL = "Daily message limit exceeded";
export const DAILY_LIMIT_CODE = "daily_limit_exceeded";
/** The 403 code of renaming a session without premium. */
export const PREMIUM_REQUIRED_CODE = "premium_required";
/** The media type of POST /chat/sessions/{id}/stream_message/: one JSON event a line. */
export const STREAM_CONTENT_TYPE = "application/x-ndjson";

export const chatSessionSchema = z.object({
  id: z.string(),
  session_name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const messageBookmarkSchema = z.object({ id: z.string(), tags: z.array(tagSchema) });

export const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  is_user: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** "{Book} {c}:{v} — {exact text}" entries under an agent message. */
  verses: z.array(z.string()),
  /** The member's bookmark of this agent message, linked on the server; null if none. */
  bookmark: messageBookmarkSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /chat/sessions/{id}/ */
export const chatSessionDetailSchema = chatSessionSchema.extend({
  messages: z.array(chatMessageSchema),
});
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;

const sessionNameSchema = z
  .string()
  .trim()
  .min(1, "A session needs a name.")
  .max(
    SESSION_NAME_MAX_LENGTH,
    `A session name has at most ${SESSION_NAME_MAX_LENGTH} characters.`,
  );

/** POST /chat/sessions/ */
export const sessionCreateSchema = z.object({
  session_name: sessionNameSchema.default(DEFAULT_SESSION_NAME),
});

/** PUT /chat/sessions/{id}/ (premium only). */
export const sessionRenameSchema = z.object({ session_name: sessionNameSchema });

/** An earlier turn a guest sends along, since the server keeps nothing for guests. */
export const guestTurnSchema = z.object({
  text: z.string().max(MAX_MESSAGE_LENGTH),
  is_user: z.boolean(),
});

/** POST /chat/sessions/{id}/add_message/ and its streaming twin. */
export const addMessageSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Write a message first.")
    .max(MAX_MESSAGE_LENGTH, `A message has at most ${MAX_MESSAGE_LENGTH} characters.`),
  /** Only the member's own messages are added; the reply comes from the server. */
  is_user: z.literal(true, "Only your own messages can be added.").default(true),
  timestamp: z.string().max(40).optional(),
  /** Extension for guests: the conversation so far, oldest first (members' comes from the database). */
  history: z.array(guestTurnSchema).max(50).optional(),
});
export type AddMessageInput = z.input<typeof addMessageSchema>;
export type AddMessage = z.infer<typeof addMessageSchema>;

export const addMessageResponseSchema = z.object({
  user_message: chatMessageSchema,
  agent_message: chatMessageSchema,
});
export type AddMessageResponse = z.infer<typeof addMessageResponseSchema>;

/** DELETE /chat/sessions/{id}/ */
export const sessionDeletedSchema = z.object({ deleted: z.literal(true) });

/** The 403 body past the day's messages: the spec's detail, plus when it resets and a localized text. */
export const dailyLimitErrorSchema = z.object({
  detail: z.literal(DAILY_LIMIT_DETAIL),
  code: z.literal(DAILY_LIMIT_CODE),
  resets_at: z.iso.datetime({ offset: true }),
  daily_limit: z.number().int(),
  /** In the request's language, for the page to show. */
  message: z.string(),
});
export type DailyLimitError = z.infer<typeof dailyLimitErrorSchema>;

/**
 * POST /chat/sessions/{id}/stream_message/ answers newline-delimited JSON, one event a line:
 * the stored user message, the reply's text in pieces as verified, then the stored agent message
 * (its text equals the pieces joined), or an error.
 */
export const streamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user_message"), message: chatMessageSchema }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("agent_message"), message: chatMessageSchema }),
  z.object({ type: z.literal("error"), code: z.string(), detail: z.string() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** GET /chat/usage/: what the page shows of the day's limit; the server enforces it. */
export const chatUsageSchema = z.object({
  plan: z.enum(["guest", "free", "premium"]),
  /** Null when unlimited (premium). */
  daily_limit: z.number().int().nullable(),
  used_today: z.number().int(),
  remaining_today: z.number().int().nullable(),
  /** When the East Africa Time day ends. */
  resets_at: z.iso.datetime({ offset: true }),
  can_rename: z.boolean(),
  has_sidebar: z.boolean(),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;
