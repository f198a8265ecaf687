/**
 * Which verses hold each term of a search index, and how often, for all terms in three typed
 * arrays. Two small typed arrays per term cost about 200 bytes of heap each before any data:
 * 19 MB for the 46,000 terms of the Swahili text (`npm run bench:memory`).
 */
export interface Postings {
  /** Term t's entries are at positions [starts[t], starts[t + 1]) of `verses` and `counts`. */
  starts: Uint32Array;
  /** Verse ids holding the term, ascending within each term's entries. */
  verses: Uint16Array | Uint32Array;
  /** Occurrences of the term in the verse, at most 255, aligned with `verses`. */
  counts: Uint8Array;
}

/** How many verses hold a term. */
export function postingCount(postings: Postings, termId: number): number {
  return postings.starts[termId + 1] - postings.starts[termId];
}

/** A Uint32Array that doubles as it fills, to collect numbers without an array of JS values. */
export class GrowingUint32Array {
  private data = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const larger = new Uint32Array(this.data.length * 2);
      larger.set(this.data);
      this.data = larger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  /** The values pushed so far (a view, not a copy). */
  values(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

/** The values in 16 bits when the largest fits, halving their memory; else in 32 bits. */
export function narrowed(values: Uint32Array, largest: number): Uint16Array | Uint32Array {
  return largest <= 0xffff ? Uint16Array.from(values) : values.slice();
}

/**
 * Collects postings verse by verse, then lays them out term by term. Verses must be added in
 * ascending id order, so each term's verses come out ascending.
 */
export class PostingsBuilder {
  private readonly terms = new GrowingUint32Array();
  private readonly verses = new GrowingUint32Array();
  private readonly counts = new GrowingUint32Array();

  add(verseId: number, termId: number, count: number): void {
    this.terms.push(termId);
    this.verses.push(verseId);
    this.counts.push(Math.min(count, 255));
  }

  build(termCount: number, verseCount: number): Postings {
    const terms = this.terms.values();
    const starts = new Uint32Array(termCount + 1);
    for (const termId of terms) starts[termId + 1] += 1;
    for (let termId = 0; termId < termCount; termId += 1) starts[termId + 1] += starts[termId];

    const next = starts.slice(0, termCount);
    const verses = new Uint32Array(terms.length);
    const counts = new Uint8Array(terms.length);
    const addedVerses = this.verses.values();
    const addedCounts = this.counts.values();
    for (let entry = 0; entry < terms.length; entry += 1) {
      const position = next[terms[entry]];
      next[terms[entry]] += 1;
      verses[position] = addedVerses[entry];
      counts[position] = addedCounts[entry];
    }
    return { starts, verses: narrowed(verses, Math.max(verseCount - 1, 0)), counts };
  }
}
