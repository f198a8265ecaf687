import { afterEach, describe, expect, it, vi } from "vitest";
import { claimMarkup, handOverMarkup } from "./markup-handoff";

describe("markup hand-off", () => {
  afterEach(() => vi.useRealTimers());

  it("gives the markup to its key once", () => {
    const key = handOverMarkup("verses");
    expect(handOverMarkup("other verses")).not.toBe(key);
    // The key travels in the page's RSC payload, once per hand-off.
    expect(key.length).toBeLessThanOrEqual(4);
    expect(claimMarkup(key)).toBe("verses");
    expect(claimMarkup(key)).toBeNull();
  });

  it("forgets markup nobody claimed within a minute, when more is handed over", () => {
    vi.useFakeTimers();
    const unclaimed = handOverMarkup("a client navigation's verses");
    vi.advanceTimersByTime(59_000);
    const recent = handOverMarkup("recent");
    expect(claimMarkup(recent)).toBe("recent");
    vi.advanceTimersByTime(2_000);
    handOverMarkup("later");
    expect(claimMarkup(unclaimed)).toBeNull();
  });
});
