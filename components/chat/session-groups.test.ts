import { describe, expect, it } from "vitest";
import type { ChatSession } from "@/lib/chat/schemas";
import { groupSessions, newestFirst } from "./session-groups";

const session = (id: string, createdAt: Date): ChatSession => ({
  id,
  session_name: id,
  created_at: createdAt.toISOString(),
  updated_at: createdAt.toISOString(),
});

describe("groupSessions", () => {
  const now = new Date(2026, 5, 10, 9, 30);

  it("groups by day, newest first, leaving out empty groups", () => {
    const groups = groupSessions(
      [
        session("old", new Date(2026, 4, 1, 12)),
        session("morning", new Date(2026, 5, 10, 7)),
        session("late", new Date(2026, 5, 9, 23, 59)),
        session("dawn", new Date(2026, 5, 10, 0, 5)),
      ],
      now,
    );
    expect(groups.map(({ key, sessions }) => [key, sessions.map(({ id }) => id)])).toEqual([
      ["today", ["morning", "dawn"]],
      ["yesterday", ["late"]],
      ["earlier", ["old"]],
    ]);
  });

  it("has no groups without sessions", () => {
    expect(groupSessions([], now)).toEqual([]);
  });
});

describe("newestFirst", () => {
  it("orders by created_at, not by position", () => {
    const ordered = newestFirst([
      session("a", new Date(2026, 0, 1)),
      session("b", new Date(2026, 0, 3)),
      session("c", new Date(2026, 0, 2)),
    ]);
    expect(ordered.map(({ id }) => id)).toEqual(["b", "c", "a"]);
  });
});
