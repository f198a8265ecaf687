import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { messageBookmarkTags, messageBookmarkTitle, deliverStreamEvents } from "./client";
import type { StreamEvent } from "./schemas";

const message = (text: string, isUser: boolean) => ({
  id: crypto.randomUUID(),
  text,
  is_user: isUser,
  created_at: "2026-06-10T09:30:00.000Z",
  verses: isUser ? [] : ["John 3:16 — For God so loved the world."],
  bookmark: null,
});

/** A response body cut into chunks wherever `cuts` says, as a network may deliver it. */
function body(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let index = 1; index < bounds.length; index += 1)
        controller.enqueue(bytes.slice(bounds[index - 1], bounds[index]));
      controller.close();
    },
  });
}

describe("deliverStreamEvents", () => {
  const events: StreamEvent[] = [
    { type: "user_message", message: message("Who is Jesus?", true) },
    { type: "delta", text: "Jesus is " },
    { type: "delta", text: "the Son of God — “Mwana wa Mungu”." },
    { type: "agent_message", message: message("Jesus is the Son of God.", false) },
  ];
  const ndjson = events.map((event) => JSON.stringify(event)).join("\n") + "\n";

  it("hands over every event in order however the chunks split lines and characters", async () => {
    const seen: StreamEvent[] = [];
    const multiByte = ndjson.indexOf("—");
    await deliverStreamEvents(body(ndjson, [5, multiByte + 1, ndjson.length - 3]), (event) =>
      seen.push(event),
    );
    expect(seen).toEqual(events);
  });

  it("throws an error event as an ApiError after the events before it", async () => {
    const seen: StreamEvent[] = [];
    const failing =
      JSON.stringify(events[0]) +
      "\n" +
      JSON.stringify({ type: "error", code: "service_unavailable", detail: "Database down" }) +
      "\n";
    const reading = deliverStreamEvents(body(failing, []), (event) => seen.push(event));
    await expect(reading).rejects.toBeInstanceOf(ApiError);
    await expect(reading).rejects.toMatchObject({ status: 503, detail: "Database down" });
    expect(seen).toEqual([events[0]]);
  });
});

describe("message bookmarks", () => {
  it("are titled by the first line, cut to 100 characters", () => {
    expect(messageBookmarkTitle("  Grace is a gift.\nSecond line")).toBe("Grace is a gift.");
    expect(messageBookmarkTitle("a".repeat(150))).toHaveLength(100);
  });

  it("are kept under 'AI Response' without chosen tags", () => {
    expect(messageBookmarkTags([])).toEqual(["AI Response"]);
    expect(messageBookmarkTags(["Prayer"])).toEqual(["Prayer"]);
  });
});
