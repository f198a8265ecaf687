import "server-only";
import { DatabaseUnavailableError } from "@/lib/db/client";
import { serverText } from "@/lib/i18n/server-text";
import { streamWithDetails, type AssistantOutcome } from "./assistant/pipeline";
import type { EngineName } from "./assistant/types";
import { versesCitedIn } from "./assistant/verify";
import { deleteMessage, saveAgentMessage, saveUserMessage, type AgentReply } from "./queries";
import { STREAM_CONTENT_TYPE, type ChatMessage, type StreamEvent } from "./schemas";
import { refundMessage, unstoredMessage, type AcceptedMessage } from "./send";
import { messageJson } from "./serialize";
import { encodeStreamEvent } from "./stream-events";

/** How long a stopped reply waits to learn which engine wrote it (the offline engine is instant). */
const ENGINE_SETTLE_MS = 1_000;

async function settledEngine(result: Promise<AssistantOutcome>): Promise<EngineName> {
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, ENGINE_SETTLE_MS, null));
  const outcome = await Promise.race([result.catch(() => null), timeout]);
  // Only a provider call can still be running: the offline engine settles at once.
  return outcome?.engine ?? "provider";
}

async function storeUserMessage(accepted: AcceptedMessage): Promise<ChatMessage> {
  if (!accepted.session) return unstoredMessage(accepted.text, true);
  try {
    const stored = await saveUserMessage({
      sessionId: accepted.session.id,
      text: accepted.text,
      autoName: accepted.autoName,
    });
    return messageJson(stored);
  } catch (error) {
    await refundMessage(accepted);
    throw error;
  }
}

/**
 * stream_message: the member's message is stored and sent first, then the reply's verified
 * paragraphs as `delta` events, then the stored reply (its text is the deltas joined). The body is
 * pulled one event at a time, so what was sent is what the client read: if it stops reading
 * (aborts), the engine stops and what was sent is stored as the reply. A failure before any of the
 * reply leaves nothing stored and the message uncounted; later, it keeps what was sent.
 */
export async function streamMessage(
  accepted: AcceptedMessage,
  requestSignal: AbortSignal,
): Promise<Response> {
  const { session, locale } = accepted;
  const userMessage = await storeUserMessage(accepted);

  // A reply that failed before any of it was sent leaves nothing stored and the message uncounted.
  const takeBackUserMessage = async () => {
    if (session) await deleteMessage({ messageId: userMessage.id }).catch(() => {});
    await refundMessage(accepted);
  };
  const engineStop = new AbortController();
  let engine: ReturnType<typeof streamWithDetails>;
  try {
    engine = streamWithDetails({
      history: accepted.history,
      message: accepted.text,
      locale,
      signal: engineStop.signal,
    });
  } catch (error) {
    await takeBackUserMessage();
    throw error;
  }
  // A failing engine ends its textStream and the reader meets the failure there; a reply stopped
  // early may never await the result, which must not surface as an unhandled rejection.
  engine.result.catch(() => {});
  const pieces = engine.textStream[Symbol.asyncIterator]();
  const sent: string[] = [];
  let stopped = false;
  // Whoever first claims the reply (the end of the stream, a failure or an abort) stores it.
  let replyClaimed = false;

  const storeReply = async (reply: AgentReply): Promise<ChatMessage> => {
    if (!session) return unstoredMessage(reply.text, false, reply.verses);
    return messageJson(await saveAgentMessage({ sessionId: session.id, reply }));
  };

  const keepWhatWasSent = async () => {
    if (replyClaimed) return;
    replyClaimed = true;
    if (!session) return;
    if (sent.length === 0) return;
    const text = sent.join("");
    await storeReply({
      text,
      verses: versesCitedIn(text, locale),
      engine: await settledEngine(engine.result),
    });
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    engineStop.abort();
    await keepWhatWasSent().catch((error: unknown) =>
      console.error("[chat] could not keep a stopped reply", error),
    );
  };

  const fail = async (error: unknown): Promise<StreamEvent> => {
    console.error("[chat] streamed reply failed", error);
    engineStop.abort();
    if (!replyClaimed && sent.length === 0) {
      replyClaimed = true;
      await takeBackUserMessage();
    } else {
      await keepWhatWasSent().catch(() => {});
    }
    return error instanceof DatabaseUnavailableError
      ? {
          type: "error",
          code: "service_unavailable",
          detail: await serverText(locale, "Errors", "unavailable"),
        }
      : {
          type: "error",
          code: "reply_failed",
          detail: await serverText(locale, "ChatErrors", "replyFailed"),
        };
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encodeStreamEvent({ type: "user_message", message: userMessage }));
      },
      async pull(controller) {
        let event: StreamEvent;
        let last = false;
        try {
          const next = await pieces.next();
          if (stopped) return;
          if (!next.done) {
            sent.push(next.value);
            event = { type: "delta", text: next.value };
          } else {
            const outcome = await engine.result;
            replyClaimed = true;
            const message = await storeReply({
              text: sent.join(""),
              verses: outcome.verses,
              engine: outcome.engine,
            });
            event = { type: "agent_message", message };
            last = true;
          }
        } catch (error) {
          event = await fail(error);
          last = true;
        }
        if (stopped) return;
        controller.enqueue(encodeStreamEvent(event));
        if (last) controller.close();
      },
      cancel: stop,
    },
    { highWaterMark: 0 },
  );
  requestSignal.addEventListener("abort", () => void stop(), { once: true });

  return new Response(body, {
    headers: {
      "Content-Type": `${STREAM_CONTENT_TYPE}; charset=utf-8`,
      "Cache-Control": "no-store",
      // Proxies such as nginx would otherwise hold the paragraphs back until the reply ends.
      "X-Accel-Buffering": "no",
    },
  });
}
