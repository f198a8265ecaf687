import "server-only";
import { answerWithDetails } from "./assistant/pipeline";
import { saveExchange } from "./queries";
import type { AddMessageResponse } from "./schemas";
import { refundMessage, unstoredMessage, type AcceptedMessage } from "./send";
import { messageJson } from "./serialize";

/**
 * add_message: the whole reply first, then the member's message and the reply stored in one
 * transaction. A reply that fails stores nothing and gives the message back to the day's count.
 */
export async function answerMessage(
  accepted: AcceptedMessage,
  signal?: AbortSignal,
): Promise<AddMessageResponse> {
  const { session, text, history, locale, autoName } = accepted;
  try {
    const outcome = await answerWithDetails({ history, message: text, locale, signal });
    if (!session) {
      const now = new Date();
      return {
        user_message: unstoredMessage(text, true, [], now),
        agent_message: unstoredMessage(outcome.text, false, outcome.verses, now),
      };
    }
    const { userMessage, agentMessage } = await saveExchange({
      sessionId: session.id,
      userText: text,
      reply: outcome,
      autoName,
    });
    return { user_message: messageJson(userMessage), agent_message: messageJson(agentMessage) };
  } catch (error) {
    await refundMessage(accepted);
    throw error;
  }
}
