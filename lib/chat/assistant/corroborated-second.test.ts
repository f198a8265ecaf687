import { describe, expect, it } from "vitest";
import { formatReference } from "@/lib/bible/reference";
import { corroboratedSecond } from "./concerns";
import { analyzeMessage } from "./intents";
import { retrievePassages, type Passage } from "./retrieval";
import { contentReference } from "./scripture";

function citedFirst(message: string, locale: "en" | "sw"): string[] {
  const analysis = analyzeMessage({ message, history: [], locale });
  return retrievePassages(analysis)
    .slice(0, 2)
    .map(({ reference }) => formatReference(reference, "en").replace("–", "-"));
}

function topicPassage(text: string, topicId: string, score: number): Passage {
  return { reference: contentReference(text), source: "topic", score, topicId };
}

/**
 * A second topic named by a side word of the story ("young", "no money for food") leads to a
 * verse only it lists; the first topic's verse that another named need lists too is cited instead.
 */
describe("the second passage a reply cites", () => {
  it.each<[string, "en" | "sw", string, string]>([
    [
      "they sacked me at work and i have no money for food",
      "en",
      "Philippians 4:19",
      "Matthew 6:31-33",
    ],
    ["nimepoteza kazi na sina hela ya kodi", "sw", "Philippians 4:19", "Matthew 6:31-33"],
    [
      "my young cousin cries all day and does not sleep, the doctors cannot help",
      "en",
      "Psalm 34:17-18",
      "Matthew 11:28",
    ],
  ])("is one two named needs list: %s", (message, locale, first, second) => {
    expect(citedFirst(message, locale)).toEqual([first, second]);
  });

  const listedBy: Record<string, number> = { "Psalm 34:6": 1, "Matthew 6:31-33": 3 };
  const listing = (passage: Passage) =>
    listedBy[formatReference(passage.reference, "en").replace("–", "-")] ?? 1;
  const job = topicPassage("Philippians 4:19", "unemployment", 10);
  const poverty = topicPassage("Psalm 34:6", "poverty", 8.3);
  const jobSecond = topicPassage("Matthew 6:25", "unemployment", 7.7);
  const shared = topicPassage("Matthew 6:31-33", "unemployment", 6.3);

  it("moves the first topic's shared verse ahead of a verse only the second topic lists", () => {
    expect(corroboratedSecond([job, poverty, jobSecond, shared], listing)).toEqual([
      job,
      shared,
      poverty,
      jobSecond,
    ]);
  });

  it("takes the first topic's verse whichever topic's weight ranked it", () => {
    const rankedByProvision = { ...shared, topicId: "provision" };
    expect(corroboratedSecond([job, poverty, jobSecond, rankedByProvision], listing)).toEqual([
      job,
      rankedByProvision,
      poverty,
      jobSecond,
    ]);
  });

  it("keeps the second topic's verse when another need lists it too", () => {
    const ranked = [job, { ...poverty, reference: shared.reference }, jobSecond];
    expect(corroboratedSecond(ranked, listing)).toEqual(ranked);
  });

  it("keeps the order when the first topic has no verse another need lists", () => {
    const ranked = [job, poverty, jobSecond];
    expect(corroboratedSecond(ranked, listing)).toEqual(ranked);
  });
});
