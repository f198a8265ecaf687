import { describe, expect, it } from "vitest";
import { localMessage, mergeMessages, saved, settleKept } from "./conversation";

const stored = (text: string, isUser: boolean) => ({
  ...localMessage(text, isUser),
  state: "saved" as const,
});

describe("mergeMessages", () => {
  it("shows pending messages after the stored ones, once", () => {
    const question = stored("Who is Jesus?", true);
    const streaming = localMessage("Jesus is", false, "streaming");
    expect(mergeMessages([question], [question, streaming])).toEqual([question, streaming]);
  });
});

describe("settleKept", () => {
  const earlier = [stored("Hello", true), stored("Peace be with you.", false)];

  it("keeps everything while the server does not hold the question", () => {
    const kept = [localMessage("Why pray?", true), localMessage("Prayer is", false, "stopped")];
    expect(settleKept(earlier, kept)).toEqual(kept);
  });

  it("keeps only the stopped reply once the server holds the question without a reply", () => {
    const question = stored("Why pray?", true);
    const reply = localMessage("Prayer is", false, "stopped");
    expect(settleKept([...earlier, question], [saved(question), reply])).toEqual([reply]);
  });

  it("recognises the question by its text when its id was never received", () => {
    const reply = localMessage("Prayer is", false, "stopped");
    const kept = [localMessage("Why pray?", true), reply];
    expect(settleKept([...earlier, stored("Why pray?", true)], kept)).toEqual([reply]);
  });

  it("gives way to the server's reply", () => {
    const question = stored("Why pray?", true);
    const kept = [question, localMessage("Prayer is", false, "stopped")];
    expect(
      settleKept([...earlier, question, stored("Prayer is talking with God.", false)], kept),
    ).toEqual([]);
  });
});
