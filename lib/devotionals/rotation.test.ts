import { describe, expect, it } from "vitest";
import { dayDate, eastAfricaDay, readableEntries, rotationIndex, weekStart } from "./rotation";

describe("devotional days", () => {
  it("turns at midnight East Africa Time (21:00 UTC)", () => {
    const before = eastAfricaDay(new Date("2026-11-24T20:59:59Z"));
    const after = eastAfricaDay(new Date("2026-11-24T21:00:00Z"));
    expect(after).toBe(before + 1);
    expect(dayDate(before)).toBe("2026-11-24");
    expect(dayDate(after)).toBe("2026-11-25");
  });

  it("starts weeks on Monday", () => {
    // 2026-11-25 is a Wednesday; its Monday is the 23rd, and a Monday is its own week's start.
    const wednesday = eastAfricaDay(new Date("2026-11-25T09:00:00+03:00"));
    expect(dayDate(weekStart(wednesday))).toBe("2026-11-23");
    expect(weekStart(weekStart(wednesday))).toBe(weekStart(wednesday));
    const sunday = eastAfricaDay(new Date("2026-11-29T23:59:00+03:00"));
    expect(dayDate(weekStart(sunday))).toBe("2026-11-23");
  });

  it("rotates through the whole collection, one a day, and wraps", () => {
    const start = eastAfricaDay(new Date("2026-11-25T12:00:00Z"));
    const indexes = Array.from({ length: 29 }, (_, offset) => rotationIndex(start + offset, 29));
    expect(new Set(indexes).size).toBe(29);
    expect(rotationIndex(start + 29, 29)).toBe(rotationIndex(start, 29));
  });
});

describe("readableEntries", () => {
  const now = new Date("2026-11-25T12:00:00+03:00");
  const today = eastAfricaDay(now);

  it("gives premium members today's devotional first, then the days before", () => {
    const entries = readableEntries(now, 60, { premium: true, daysBack: 3 });
    expect(entries.map((entry) => entry.day)).toEqual([today, today - 1, today - 2, today - 3]);
    expect(entries[0].index).toBe(rotationIndex(today, 60));
  });

  it("gives everyone else the week's devotional and those of past weeks only", () => {
    const entries = readableEntries(now, 60, { premium: false, weeksBack: 2 });
    expect(entries.map((entry) => dayDate(entry.day))).toEqual([
      "2026-11-23",
      "2026-11-16",
      "2026-11-09",
    ]);
    expect(entries.map((entry) => entry.index)).not.toContain(rotationIndex(today, 60));
  });

  it("lists a devotional once when the rotation comes round again", () => {
    const entries = readableEntries(now, 5, { premium: true, daysBack: 12 });
    expect(entries).toHaveLength(5);
  });
});
