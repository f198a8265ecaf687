import { z } from "zod";
import { locales } from "@/lib/i18n/locales";

/** Longest message the assistant reads; the chat API validates the same bound. */
export const MAX_MESSAGE_LENGTH = 4_000;
/** Earlier turns the assistant reads, newest last; older ones are dropped. */
export const MAX_HISTORY_TURNS = 12;
/** Each earlier turn is cut to this many characters before it reaches a model. */
export const MAX_HISTORY_TURN_LENGTH = 1_500;

export const chatTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  text: z.string(),
});

export const assistantRequestSchema = z.object({
  history: z.array(chatTurnSchema).default([]),
  message: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  locale: z.enum(locales),
});

export const assistantReplySchema = z.object({
  text: z.string().min(1),
  /** "{Book} {c}:{v} — {exact text}" in the reply's language, from the app's Bible text. */
  verses: z.array(z.string().min(1)),
});

export type ChatTurn = z.infer<typeof chatTurnSchema>;
export type AssistantRequest = z.input<typeof assistantRequestSchema> & { signal?: AbortSignal };
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export interface AssistantStream {
  /** The reply in pieces; joined, they are `result.text`. */
  textStream: AsyncIterable<string>;
  /** Settles once the stream has ended, with the same reply `answer` gives. */
  result: Promise<AssistantReply>;
}

export type EngineName = "offline" | "provider";
