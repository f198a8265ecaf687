/**
 * Which devotional is whose, and when. Days are East Africa Time days (UTC+3 all year); weeks start
 * on Monday. The collection rotates by `day` order: one devotional a day, wrapping around.
 */
const DAY_MS = 86_400_000;
const EAST_AFRICA_OFFSET_MS = 3 * 3_600_000;

/** Days since 1970-01-01 in East Africa Time. */
export function eastAfricaDay(now: Date): number {
  return Math.floor((now.getTime() + EAST_AFRICA_OFFSET_MS) / DAY_MS);
}

/** The Monday of the week `day` falls in (1970-01-01 was a Thursday). */
export function weekStart(day: number): number {
  return day - ((day + 3) % 7);
}

/** The position in the rotation of the devotional of `day`. */
export function rotationIndex(day: number, count: number): number {
  return ((day % count) + count) % count;
}

/** The calendar date (YYYY-MM-DD) of an East Africa Time day number. */
export function dayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface DatedEntry {
  /** Position in the rotation. */
  index: number;
  /** The East Africa Time day it is (or was) the devotional of. */
  day: number;
}

/**
 * What a reader may read today. Premium: today's devotional and those of the `daysBack` days
 * before. Everyone else: this week's devotional (the Monday's) and those of the `weeksBack`
 * weeks before. Newest first; a devotional appears once, at its latest date.
 */
export function readableEntries(
  now: Date,
  count: number,
  {
    premium,
    daysBack = 30,
    weeksBack = 8,
  }: { premium: boolean; daysBack?: number; weeksBack?: number },
): DatedEntry[] {
  const today = eastAfricaDay(now);
  const days = premium
    ? Array.from({ length: daysBack + 1 }, (_, back) => today - back)
    : Array.from({ length: weeksBack + 1 }, (_, back) => weekStart(today) - 7 * back);
  const seen = new Set<number>();
  const entries: DatedEntry[] = [];
  for (const day of days) {
    const index = rotationIndex(day, count);
    if (seen.has(index)) continue;
    seen.add(index);
    entries.push({ index, day });
  }
  return entries;
}
