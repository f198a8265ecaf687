import { describe, expect, it } from "vitest";
import { GrowingUint32Array, narrowed, postingCount, PostingsBuilder } from "./postings";

/** Each term's [verse, count] pairs, read back from the compact layout. */
function entriesOf(postings: ReturnType<PostingsBuilder["build"]>, termCount: number) {
  return Array.from({ length: termCount }, (_, termId) => {
    const entries: Array<[number, number]> = [];
    for (let at = postings.starts[termId]; at < postings.starts[termId + 1]; at += 1) {
      entries.push([postings.verses[at], postings.counts[at]]);
    }
    return entries;
  });
}

describe("postings", () => {
  it("give back each term's verses in ascending order with their counts", () => {
    const builder = new PostingsBuilder();
    // verse 0: terms 2, 0 (twice); verse 1: term 2; verse 3: terms 0, 1, 2
    builder.add(0, 0, 2);
    builder.add(0, 2, 1);
    builder.add(1, 2, 1);
    builder.add(3, 0, 1);
    builder.add(3, 1, 4);
    builder.add(3, 2, 1);
    const postings = builder.build(4, 4);
    expect(entriesOf(postings, 4)).toEqual([
      [
        [0, 2],
        [3, 1],
      ],
      [[3, 4]],
      [
        [0, 1],
        [1, 1],
        [3, 1],
      ],
      [],
    ]);
    expect([0, 1, 2, 3].map((termId) => postingCount(postings, termId))).toEqual([2, 1, 3, 0]);
  });

  it("match a map of arrays built from the same random verses", () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const termCount = 300;
    const verseCount = 70_000;
    const expected = Array.from({ length: termCount }, () => [] as Array<[number, number]>);
    const builder = new PostingsBuilder();
    for (let verse = 0; verse < verseCount; verse += 7) {
      const terms = [...new Set(Array.from({ length: 1 + random(6) }, () => random(termCount)))];
      for (const termId of terms) {
        const count = 1 + random(300);
        builder.add(verse, termId, count);
        expected[termId].push([verse, Math.min(count, 255)]);
      }
    }
    const postings = builder.build(termCount, verseCount);
    expect(postings.verses).toBeInstanceOf(Uint32Array);
    expect(entriesOf(postings, termCount)).toEqual(expected);
  });

  it("keep verse ids in 16 bits when every id fits", () => {
    const builder = new PostingsBuilder();
    builder.add(65_535, 0, 1);
    const postings = builder.build(1, 65_536);
    expect(postings.verses).toBeInstanceOf(Uint16Array);
    expect(postings.verses[0]).toBe(65_535);
  });
});

describe("GrowingUint32Array and narrowed", () => {
  it("keep every value pushed past the first allocation", () => {
    const values = new GrowingUint32Array();
    for (let value = 0; value < 5_000; value += 1) values.push(value * 3);
    expect(values.length).toBe(5_000);
    expect(values.values()[4_999]).toBe(14_997);
    expect(Array.from(narrowed(values.values(), 14_997).slice(0, 3))).toEqual([0, 3, 6]);
    expect(narrowed(values.values(), 70_000)).toBeInstanceOf(Uint32Array);
  });
});
