import { describe, expect, it } from "vitest";
import type { StreamEvent } from "./schemas";
import { encodeStreamEvent, readStreamEvents } from "./stream-events";

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readStreamEvents(body)) events.push(event);
  return events;
}

const EVENTS: StreamEvent[] = [
  { type: "delta", text: "Amani iwe nawe 🙏" },
  { type: "delta", text: "\n\nSecond line" },
  { type: "error", code: "reply_failed", detail: "Try again." },
];

describe("stream events", () => {
  it("encodes one JSON event a line", () => {
    const line = new TextDecoder().decode(encodeStreamEvent(EVENTS[0]));
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1).includes("\n")).toBe(false);
    expect(JSON.parse(line)).toEqual(EVENTS[0]);
  });

  it("reads events whatever the chunking, even a character cut in two", async () => {
    const bytes = new Uint8Array(EVENTS.flatMap((event) => [...encodeStreamEvent(event)]));
    const oneByteChunks = Array.from(bytes, (byte) => new Uint8Array([byte]));
    expect(await collect(bodyOf(oneByteChunks))).toEqual(EVENTS);
    expect(await collect(bodyOf([bytes]))).toEqual(EVENTS);
  });

  it("refuses an event cut off at the end or outside the contract", async () => {
    const cut = encodeStreamEvent(EVENTS[0]).slice(0, 10);
    await expect(collect(bodyOf([cut]))).rejects.toThrow(/middle of an event/);
    const unknown = new TextEncoder().encode('{"type":"surprise"}\n');
    await expect(collect(bodyOf([unknown]))).rejects.toThrow();
  });
});
