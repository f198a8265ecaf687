import { describe, expect, it } from "vitest";
import { JESUS_TEACHINGS, STORY_ENTRIES, TOPICS } from "./content";
import { contentReference, referenceExists } from "./scripture";

/** The sizes the content writers were asked for (issue #17). */
const MINIMUM_ENTRIES = 150;
const MINIMUM_TEACHINGS = 35;
const MINIMUM_TOPICS = 120;

function expectInBothBibles(owner: string, texts: readonly string[]) {
  for (const text of texts) {
    const reference = contentReference(text);
    expect(referenceExists(reference, "en"), `${owner}: ${text}`).toBe(true);
    expect(referenceExists(reference, "sw"), `${owner}: ${text}`).toBe(true);
  }
}

function expectUniqueIds(items: ReadonlyArray<{ id: string }>) {
  const ids = items.map((item) => item.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  expect(repeated).toEqual([]);
}

describe("people, events and teachings content", () => {
  it(`has at least ${MINIMUM_ENTRIES} people, places and events with unique ids`, () => {
    expect(STORY_ENTRIES.length).toBeGreaterThanOrEqual(MINIMUM_ENTRIES);
    expectUniqueIds(STORY_ENTRIES);
  });

  it("cites for every person, place and event only passages that exist in both Bibles", () => {
    for (const entry of STORY_ENTRIES) expectInBothBibles(entry.id, entry.passages);
  });

  it(`has at least ${MINIMUM_TEACHINGS} teachings of Jesus with unique ids`, () => {
    expect(JESUS_TEACHINGS.length).toBeGreaterThanOrEqual(MINIMUM_TEACHINGS);
    expectUniqueIds(JESUS_TEACHINGS);
  });

  it("cites for every teaching only passages that exist in both Bibles", () => {
    for (const teaching of JESUS_TEACHINGS) expectInBothBibles(teaching.id, teaching.passages);
  });

  it(`has at least ${MINIMUM_TOPICS} topics with unique ids`, () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(MINIMUM_TOPICS);
    expectUniqueIds(TOPICS);
  });
});
