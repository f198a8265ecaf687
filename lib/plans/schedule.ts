/**
 * Spreads a sequence of chapters over a plan's days so that each day reads about the same number
 * of verses, in order, every chapter once and every day at least one.
 */
export function balanceChapters<T>(
  chapters: readonly T[],
  days: number,
  weightOf: (chapter: T) => number,
): T[][] {
  if (chapters.length < days) {
    throw new Error(`${chapters.length} chapters cannot fill ${days} days`);
  }
  const total = chapters.reduce((sum, chapter) => sum + weightOf(chapter), 0);
  const schedule: T[][] = [];
  let next = 0;
  let read = 0;
  for (let day = 1; day <= days; day++) {
    const target = (total * day) / days;
    const today: T[] = [];
    // Each later day keeps at least one chapter.
    const lastAllowed = chapters.length - (days - day);
    while (next < lastAllowed) {
      const weight = weightOf(chapters[next]);
      const mustTake = today.length === 0;
      // Take the chapter when that ends the day nearer its target than stopping would.
      if (!mustTake && Math.abs(read + weight - target) >= Math.abs(read - target)) break;
      today.push(chapters[next]);
      read += weight;
      next++;
    }
    schedule.push(today);
  }
  return schedule;
}
