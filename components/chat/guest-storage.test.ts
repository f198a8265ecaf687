// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearAccountStorage } from "@/lib/auth/client-storage";
import { localMessage } from "./conversation";
import {
  GUEST_KEPT_MESSAGES,
  guestConversationKey,
  readGuestConversation,
  writeGuestConversation,
} from "./guest-storage";

describe("guest conversation storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps a guest's messages across reads, per guest", () => {
    const question = localMessage("Who is Jesus?", true);
    writeGuestConversation("guest-a", [question]);
    expect(readGuestConversation("guest-a")).toEqual([question]);
    expect(readGuestConversation("guest-b")).toEqual([]);
  });

  it("is removed by signing out", () => {
    writeGuestConversation("guest-a", [localMessage("Hello", true)]);
    clearAccountStorage();
    expect(window.localStorage.getItem(guestConversationKey("guest-a"))).toBeNull();
  });

  it("skips malformed entries and turns an interrupted reply into a stopped one", () => {
    const reply = { ...localMessage("Grace to", false), state: "streaming" as const };
    window.localStorage.setItem(
      guestConversationKey("guest-a"),
      JSON.stringify([{ id: 1 }, reply, "text"]),
    );
    expect(readGuestConversation("guest-a")).toEqual([{ ...reply, state: "stopped" }]);
  });

  it("keeps only the newest messages", () => {
    const messages = Array.from({ length: GUEST_KEPT_MESSAGES + 5 }, (_, index) =>
      localMessage(`message ${index}`, index % 2 === 0),
    );
    writeGuestConversation("guest-a", messages);
    const kept = readGuestConversation("guest-a");
    expect(kept).toHaveLength(GUEST_KEPT_MESSAGES);
    expect(kept[0].text).toBe("message 5");
  });
});
