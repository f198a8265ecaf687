/**
 * Where a member stands in a plan, worked out from when they started and what they have read.
 * Days are East Africa Time days, as for the devotionals.
 */
import { dayDate, eastAfricaDay } from "@/lib/devotionals/rotation";
import type { Enrollment } from "./schemas";

export interface ReadingDone {
  day: number;
  reading: number;
  readAt: Date;
}

export interface ProgressInput {
  slug: string;
  /** East Africa day number the member started (or restarted, or caught up) on. */
  startedDay: number;
  /** How many readings each plan day has, in order. */
  readingsPerDay: readonly number[];
  done: readonly ReadingDone[];
  now: Date;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** The plan day the schedule has reached on East Africa day `today`. */
export function scheduledDay(startedDay: number, today: number, length: number): number {
  return Math.min(Math.max(today - startedDay + 1, 1), length);
}

/** Consecutive days up to today (or yesterday, while today is still open) with a reading. */
export function streakOf(readDays: ReadonlySet<number>, today: number): number {
  let day = readDays.has(today) ? today : today - 1;
  let streak = 0;
  while (readDays.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

export function progressOf({
  slug,
  startedDay,
  readingsPerDay,
  done,
  now,
}: ProgressInput): Enrollment {
  const length = readingsPerDay.length;
  const today = eastAfricaDay(now);
  const readByDay = new Map<number, Set<number>>();
  for (const { day, reading } of done) {
    if (day < 1 || day > length || reading >= readingsPerDay[day - 1]) continue;
    const readings = readByDay.get(day) ?? new Set<number>();
    readings.add(reading);
    readByDay.set(day, readings);
  }
  const completed: number[] = [];
  const partial: Record<string, number[]> = {};
  for (const [day, readings] of [...readByDay].sort(([a], [b]) => a - b)) {
    if (readings.size === readingsPerDay[day - 1]) completed.push(day);
    else partial[String(day)] = [...readings].sort((a, b) => a - b);
  }
  const completedSet = new Set(completed);
  const nextDay = Array.from({ length }, (_, index) => index + 1).find(
    (day) => !completedSet.has(day),
  );
  const todayDay = scheduledDay(startedDay, today, length);
  let behind = 0;
  for (let day = 1; day < todayDay; day++) if (!completedSet.has(day)) behind++;
  return {
    plan_slug: slug,
    started_on: dayDate(startedDay),
    today_day: todayDay,
    completed_days: completed,
    partial_days: partial,
    next_day: nextDay ?? null,
    days_behind: behind,
    streak: streakOf(new Set(done.map(({ readAt }) => eastAfricaDay(readAt))), today),
    percent: Math.floor((completed.length / length) * 100),
    finished: completed.length === length,
  };
}
