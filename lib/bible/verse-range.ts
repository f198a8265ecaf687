/** One verse (`start === end`) or a run of verses of one chapter. */
export interface VerseRange {
  start: number;
  end: number;
}

const NUMBER = "(\\d{1,3})";
// Hyphen, the dashes people paste from print ("16–18") and the minus sign.
const DASH = "[-\\u2010-\\u2015\\u2212]";
const VERSES = new RegExp(`^${NUMBER}(?:${DASH}${NUMBER})?$`, "u");
const CHAPTER_AND_VERSES = new RegExp(`^${NUMBER}[:.]${NUMBER}(?:${DASH}${NUMBER})?$`, "u");

function toRange(start: string, end: string | undefined): VerseRange | null {
  const first = Number(start);
  const last = end === undefined ? first : Number(end);
  if (first < 1 || last < first) return null;
  return { start: first, end: last };
}

/**
 * Reads the verse segment of a verse page: "16", "16-18", "016", "16–18". Null for anything
 * else, for verse 0 and for a range that runs backwards. Whether the verses exist is the text's
 * business, not the address's.
 */
export function parseVerseSegment(segment: string): VerseRange | null {
  const match = VERSES.exec(segment.trim());
  return match ? toRange(match[1], match[2]) : null;
}

/** Reads a chapter segment written as a reference, "3:16" or "3:16-18", as people type it. */
export function parseChapterAndVerses(
  segment: string,
): { chapter: number; verses: VerseRange } | null {
  const match = CHAPTER_AND_VERSES.exec(segment.trim());
  if (!match) return null;
  const chapter = Number(match[1]);
  const verses = toRange(match[2], match[3]);
  return chapter >= 1 && verses ? { chapter, verses } : null;
}

/** The canonical verse segment: "16", "16-18"; a one-verse range is written as the verse. */
export function verseRangeSegment({ start, end }: VerseRange): string {
  return end === start ? String(start) : `${start}-${end}`;
}

export function isSingleVerse(range: VerseRange): boolean {
  return range.start === range.end;
}

export function versesOf({ start, end }: VerseRange): number[] {
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
