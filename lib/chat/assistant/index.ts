import "server-only";
import { warmSearchIndex } from "@/lib/bible/search";
import { locales } from "@/lib/i18n/locales";
import { answerWithDetails, streamWithDetails, type AssistantOptions } from "./pipeline";
import type { AssistantReply, AssistantRequest, AssistantStream } from "./types";
import { warmStoriesTold } from "./closest-subject";
import { warmTriggerWords } from "./word-match";

export type { AssistantOptions } from "./pipeline";
export type { AssistantReply, AssistantRequest, AssistantStream, ChatTurn } from "./types";
export { assistantReplySchema, assistantRequestSchema, chatTurnSchema } from "./types";

/** The assistant's reply to a message: `{ text, verses }`, every cited verse checked against the Bible text. */
export async function answer(
  request: AssistantRequest,
  options: AssistantOptions = {},
): Promise<AssistantReply> {
  const { text, verses } = await answerWithDetails(request, options);
  return { text, verses };
}

/** The same reply in pieces: `textStream` yields verified paragraphs, `result` settles with `{ text, verses }`. */
export function streamAnswer(
  request: AssistantRequest,
  options: AssistantOptions = {},
): AssistantStream {
  const { textStream, result } = streamWithDetails(request, options);
  return { textStream, result: result.then(({ text, verses }) => ({ text, verses })) };
}

/**
 * Loads both Bible texts and their search indexes, and indexes the trigger words and the words
 * each story is told in, now, so the first reader does not wait for them.
 */
export function warmAssistant(): void {
  for (const locale of locales) warmSearchIndex(locale);
  warmTriggerWords();
  warmStoriesTold();
}
