import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "@/lib/auth/test-users";
import { getDb } from "@/lib/db/client";
import { describeEachDatabase } from "@/tests/support/databases";
import {
  consumeDailyMessage,
  dailyLimitResetsAt,
  dailyMessagesUsed,
  eatDay,
  refundDailyMessage,
} from "./limits";
import { acceptMessage } from "./send";
import { createChatSession } from "@/tests/support/chat";
import { chatUsage } from "./usage";

const LAST_SECOND = new Date("2026-03-01T20:59:59.999Z");
const NEXT_DAY = new Date("2026-03-01T21:00:00.000Z");

describe("the East Africa Time day", () => {
  it("turns at 21:00 UTC (midnight EAT), all year", () => {
    expect(eatDay(new Date("2026-03-01T00:00:00Z"))).toBe("2026-03-01");
    expect(eatDay(LAST_SECOND)).toBe("2026-03-01");
    expect(eatDay(NEXT_DAY)).toBe("2026-03-02");
    expect(eatDay(new Date("2026-07-15T21:30:00Z"))).toBe("2026-07-16");
    expect(eatDay(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
  });

  it("resets at the next EAT midnight", () => {
    expect(dailyLimitResetsAt(LAST_SECOND).toISOString()).toBe("2026-03-01T21:00:00.000Z");
    expect(dailyLimitResetsAt(NEXT_DAY).toISOString()).toBe("2026-03-02T21:00:00.000Z");
    expect(dailyLimitResetsAt(new Date("2026-03-01T03:00:00Z")).toISOString()).toBe(
      "2026-03-01T21:00:00.000Z",
    );
  });
});

describeEachDatabase("daily message count", () => {
  beforeAll(async () => {
    await getDb();
  });

  it("counts up to the limit and refuses the rest without counting them", async () => {
    const { id: userId } = await createTestUser();
    const counts = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      counts.push(await consumeDailyMessage({ userId, limit: 3, now: LAST_SECOND }));
    }
    expect(counts.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(counts[3]).toEqual({ allowed: false, day: "2026-03-01", resetsAt: NEXT_DAY });
    expect(await dailyMessagesUsed({ userId, now: LAST_SECOND })).toBe(3);
  });

  it("starts a new day at 21:00:00 UTC, not a second earlier", async () => {
    const { id: userId } = await createTestUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await consumeDailyMessage({ userId, limit: 5, now: LAST_SECOND })).allowed).toBe(
        true,
      );
    }
    expect((await consumeDailyMessage({ userId, limit: 5, now: LAST_SECOND })).allowed).toBe(false);
    expect(await consumeDailyMessage({ userId, limit: 5, now: NEXT_DAY })).toEqual({
      allowed: true,
      day: "2026-03-02",
      count: 1,
    });
    expect(await dailyMessagesUsed({ userId, now: NEXT_DAY })).toBe(1);
  });

  it("gives a message back to the day it was counted on, never below zero", async () => {
    const { id: userId } = await createTestUser();
    await consumeDailyMessage({ userId, limit: 5, now: LAST_SECOND });
    await consumeDailyMessage({ userId, limit: 5, now: NEXT_DAY });
    await refundDailyMessage({ userId, day: "2026-03-01" });
    await refundDailyMessage({ userId, day: "2026-03-01" });
    expect(await dailyMessagesUsed({ userId, now: LAST_SECOND })).toBe(0);
    expect(await dailyMessagesUsed({ userId, now: NEXT_DAY })).toBe(1);
  });

  it("refuses everything with a limit of 0 and counts without one", async () => {
    const { id: userId } = await createTestUser();
    expect((await consumeDailyMessage({ userId, limit: 0, now: NEXT_DAY })).allowed).toBe(false);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect(await consumeDailyMessage({ userId, limit: null, now: NEXT_DAY })).toMatchObject({
        count: attempt,
      });
    }
  });

  it("applies the day boundary to a member's messages and usage", async () => {
    const member = await createTestUser();
    const viewer = { id: member.id, email: member.email, isGuest: false };
    const session = await createChatSession(member);
    const send = (now: Date) =>
      acceptMessage({
        viewer,
        sessionId: session.id,
        input: { text: "Hello", is_user: true },
        locale: "en",
        now,
      });
    for (let sent = 0; sent < 5; sent += 1) await send(LAST_SECOND);
    await expect(send(LAST_SECOND)).rejects.toMatchObject({
      status: 403,
      detail: "Daily message limit exceeded",
      extra: { resets_at: NEXT_DAY.toISOString() },
    });
    expect(await chatUsage(viewer, LAST_SECOND)).toMatchObject({
      used_today: 5,
      remaining_today: 0,
      resets_at: NEXT_DAY.toISOString(),
    });
    await expect(send(NEXT_DAY)).resolves.toMatchObject({ countedDay: "2026-03-02" });
    expect(await chatUsage(viewer, NEXT_DAY)).toMatchObject({
      used_today: 1,
      remaining_today: 4,
      resets_at: "2026-03-02T21:00:00.000Z",
    });
  });
});
