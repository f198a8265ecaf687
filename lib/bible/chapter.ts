/**
 * The reading data of one chapter. Offsets count UTF-16 code units into the plain text of a
 * verse (`verses[verse - 1]`); an offset of 0 means "before the verse".
 */
export interface ChapterText {
  /** Version id, e.g. "WEB" or "SUV". */
  version: string;
  bookId: string;
  chapter: number;
  /** Plain text; verse n at index n - 1. */
  verses: string[];
  headings: VerseHeading[];
  notes: VerseNote[];
  /** Words of Jesus, shown in red by print Bibles. */
  wordsOfJesus: TextSpan[];
  /** Paragraph, stanza and poetry-line starts. */
  breaks: TextBreak[];
  /** Verses the translation leaves out (their text is a dash, the reason is a footnote). */
  omittedVerses: number[];
}

export type HeadingKind = "section" | "superscription" | "speaker";

export interface VerseHeading {
  verse: number;
  offset: number;
  /** "section": editorial heading; "superscription": a psalm title, part of the text; "speaker": Song of Songs. */
  kind: HeadingKind;
  text: string;
  /** Footnotes on the heading itself. */
  notes?: string[];
}

export type NoteKind = "footnote" | "crossReference";

export interface VerseNote {
  verse: number;
  /** The note marker goes right after this many characters of the verse. */
  offset: number;
  kind: NoteKind;
  text: string;
}

export interface TextSpan {
  verse: number;
  start: number;
  end: number;
}

export type BreakKind = "paragraph" | "stanza" | "line";

export interface TextBreak {
  verse: number;
  offset: number;
  kind: BreakKind;
  /** Poetry indent level, 1 for a first-level line; 0 for paragraphs and stanzas. */
  indent: number;
}

export const OMITTED_VERSE_TEXT = "—";

export type VerseSegment =
  | { type: "heading"; heading: VerseHeading }
  | { type: "break"; kind: BreakKind; indent: number }
  | { type: "text"; text: string; wordsOfJesus: boolean }
  | {
      type: "note";
      note: VerseNote;
      /** 1-based position of the note in the chapter. */ number: number;
    };

/** At one offset: a note closes the words before it; a heading sits between blocks, before a line. */
function segmentRank(segment: VerseSegment): number {
  if (segment.type === "note") return 0;
  if (segment.type === "break") return segment.kind === "line" ? 3 : 1;
  if (segment.type === "heading") return 2;
  return 4;
}

/**
 * Splits a verse into what a reader renders in order: headings, paragraph or line breaks,
 * runs of text (marked when they are words of Jesus) and footnote markers.
 */
export function segmentVerse(chapter: ChapterText, verse: number): VerseSegment[] {
  const text = chapter.verses[verse - 1];
  if (text === undefined) return [];
  const markers: Array<{ offset: number; segment: VerseSegment }> = [];
  for (const heading of chapter.headings) {
    if (heading.verse === verse)
      markers.push({ offset: heading.offset, segment: { type: "heading", heading } });
  }
  for (const textBreak of chapter.breaks) {
    if (textBreak.verse === verse) {
      markers.push({
        offset: textBreak.offset,
        segment: { type: "break", kind: textBreak.kind, indent: textBreak.indent },
      });
    }
  }
  chapter.notes.forEach((note, index) => {
    if (note.verse === verse)
      markers.push({ offset: note.offset, segment: { type: "note", note, number: index + 1 } });
  });
  const spans = chapter.wordsOfJesus.filter((span) => span.verse === verse);

  const cuts = new Set<number>([0, text.length]);
  for (const { offset } of markers) cuts.add(Math.min(offset, text.length));
  for (const span of spans) {
    cuts.add(span.start);
    cuts.add(span.end);
  }
  const positions = [...cuts].sort((a, b) => a - b);

  const segments: VerseSegment[] = [];
  const markersAt = (offset: number) =>
    markers
      .filter((marker) => Math.min(marker.offset, text.length) === offset)
      .sort((a, b) => segmentRank(a.segment) - segmentRank(b.segment))
      .map((marker) => marker.segment);

  for (const [index, start] of positions.entries()) {
    segments.push(...markersAt(start));
    const end = positions[index + 1];
    if (end === undefined || end === start) continue;
    const wordsOfJesus = spans.some((span) => span.start <= start && span.end >= end);
    segments.push({ type: "text", text: text.slice(start, end), wordsOfJesus });
  }
  return segments;
}
