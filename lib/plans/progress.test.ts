import { describe, expect, it } from "vitest";
import { eastAfricaDay } from "@/lib/devotionals/rotation";
import { dayNumber, progressOf, scheduledDay, streakOf } from "./progress";

// 2026-03-10 21:00 UTC is already 2026-03-11 in East Africa.
const NOW = new Date("2026-03-10T21:00:00Z");
const TODAY = eastAfricaDay(NOW);
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000);

describe("plan progress", () => {
  it("counts the schedule in East Africa days", () => {
    expect(TODAY).toBe(dayNumber("2026-03-11"));
    expect(eastAfricaDay(new Date("2026-03-10T20:59:59Z"))).toBe(dayNumber("2026-03-10"));
    expect(scheduledDay(TODAY, TODAY, 21)).toBe(1);
    expect(scheduledDay(TODAY - 4, TODAY, 21)).toBe(5);
    expect(scheduledDay(TODAY - 40, TODAY, 21)).toBe(21);
    expect(scheduledDay(TODAY + 2, TODAY, 21)).toBe(1);
  });

  it("counts a streak up to today, or up to yesterday while today is open", () => {
    expect(streakOf(new Set([TODAY, TODAY - 1, TODAY - 2, TODAY - 4]), TODAY)).toBe(3);
    expect(streakOf(new Set([TODAY - 1, TODAY - 2]), TODAY)).toBe(2);
    expect(streakOf(new Set([TODAY - 2]), TODAY)).toBe(0);
  });

  it("tells complete, partial and missed days apart", () => {
    const progress = progressOf({
      slug: "test",
      startedDay: TODAY - 4,
      readingsPerDay: [2, 2, 1, 1, 1, 1],
      done: [
        { day: 1, reading: 0, readAt: at(3) },
        { day: 1, reading: 1, readAt: at(3) },
        { day: 2, reading: 1, readAt: at(1) },
        { day: 3, reading: 0, readAt: at(0) },
        // A reading the plan does not have (its content changed) is ignored.
        { day: 4, reading: 5, readAt: at(0) },
      ],
      now: NOW,
    });
    expect(progress).toMatchObject({
      started_on: "2026-03-07",
      today_day: 5,
      completed_days: [1, 3],
      partial_days: { "2": [1] },
      next_day: 2,
      days_behind: 2,
      streak: 2,
      percent: 33,
      finished: false,
    });
  });

  it("is finished when every day is complete", () => {
    const progress = progressOf({
      slug: "test",
      startedDay: TODAY,
      readingsPerDay: [1, 1],
      done: [
        { day: 1, reading: 0, readAt: NOW },
        { day: 2, reading: 0, readAt: NOW },
      ],
      now: NOW,
    });
    expect(progress).toMatchObject({ next_day: null, percent: 100, finished: true });
  });
});
