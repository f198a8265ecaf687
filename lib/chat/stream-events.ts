import { streamEventSchema, type StreamEvent } from "./schemas";

const encoder = new TextEncoder();

/** One event of the stream_message answer: its JSON on one line. */
export function encodeStreamEvent(event: StreamEvent): Uint8Array {
  return encoder.encode(`${JSON.stringify(event)}\n`);
}

/**
 * The events of a stream_message answer as they arrive, each checked against the contract; a
 * line cut by the network or not matching the contract ends the reading with an error.
 */
export async function* readStreamEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield streamEventSchema.parse(JSON.parse(line));
        newline = buffer.indexOf("\n");
      }
    }
    if (buffer.trim()) throw new Error("The reply stream ended in the middle of an event.");
  } finally {
    await reader.cancel().catch(() => {});
  }
}
