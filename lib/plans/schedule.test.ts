import { describe, expect, it } from "vitest";
import { balanceChapters } from "./schedule";

describe("balanceChapters", () => {
  it("keeps the order, reads each chapter once and gives every day something", () => {
    const weights = [10, 50, 20, 20, 5, 5, 40, 30, 10, 10];
    const days = balanceChapters(
      weights.map((weight, index) => ({ index, weight })),
      4,
      (c) => c.weight,
    );
    expect(days).toHaveLength(4);
    expect(days.flat().map((chapter) => chapter.index)).toEqual(weights.map((_, index) => index));
    expect(days.every((day) => day.length > 0)).toBe(true);
  });

  it("balances the days by weight", () => {
    const weights = Array.from({ length: 100 }, (_, index) => 10 + ((index * 37) % 41));
    const days = balanceChapters(weights, 20, (weight) => weight);
    const loads = days.map((day) => day.reduce((sum, weight) => sum + weight, 0));
    const average = weights.reduce((sum, weight) => sum + weight, 0) / 20;
    for (const load of loads) expect(Math.abs(load - average)).toBeLessThanOrEqual(50);
  });

  it("gives one chapter a day when there are as many chapters as days", () => {
    expect(balanceChapters([5, 100, 5], 3, (weight) => weight)).toEqual([[5], [100], [5]]);
  });

  it("refuses a plan with fewer chapters than days", () => {
    expect(() => balanceChapters([1, 2], 3, (weight) => weight)).toThrow(/cannot fill/);
  });
});
