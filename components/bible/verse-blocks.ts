import type { ChapterText, VerseHeading, VerseNote } from "@/lib/bible/chapter";
import { segmentVerse } from "@/lib/bible/chapter";

export type VerseRun =
  | { type: "text"; text: string; wordsOfJesus: boolean }
  | { type: "note"; note: VerseNote; number: number };

export interface VerseLine {
  type: "line";
  /** 0 for prose, 1.. for the indent level of a poetry line. */
  indent: number;
  /** The line opens a paragraph or a stanza in the middle of the verse. */
  opens?: "paragraph" | "stanza";
  runs: VerseRun[];
}

export type VerseBlock = { type: "heading"; heading: VerseHeading } | VerseLine;

export interface VerseLayout {
  /** The verse opens a paragraph or a stanza: a print Bible leaves space before it. */
  opens?: "paragraph" | "stanza";
  blocks: VerseBlock[];
}

/**
 * Groups the segments of a verse into what the reader lays out: headings, then lines of text
 * (prose, or poetry lines with their indent) holding runs of text and footnote markers.
 */
export function layoutVerse(chapter: ChapterText, verse: number): VerseLayout {
  const layout: VerseLayout = { blocks: [] };
  let line: VerseLine | null = null;
  let hasText = false;

  const openLine = (indent: number, opens?: "paragraph" | "stanza"): VerseLine => {
    const opened: VerseLine = { type: "line", indent, runs: [], ...(opens ? { opens } : {}) };
    layout.blocks.push(opened);
    return opened;
  };

  for (const segment of segmentVerse(chapter, verse)) {
    if (segment.type === "heading") {
      layout.blocks.push({ type: "heading", heading: segment.heading });
      line = null;
    } else if (segment.type === "break") {
      const opens = segment.kind === "line" ? undefined : segment.kind;
      if (hasText) {
        line = segment.kind === "line" ? openLine(segment.indent) : openLine(0, opens);
      } else {
        if (opens && !layout.opens) layout.opens = opens;
        if (segment.kind === "line") {
          if (line && line.runs.length === 0) line.indent = segment.indent;
          else line = openLine(segment.indent);
        }
      }
    } else if (segment.type === "text") {
      line ??= openLine(0);
      line.runs.push({ type: "text", text: segment.text, wordsOfJesus: segment.wordsOfJesus });
      hasText = true;
    } else {
      line ??= openLine(0);
      line.runs.push({ type: "note", note: segment.note, number: segment.number });
    }
  }
  return layout;
}

/** Footnote markers as print Bibles letter them: a, b, ... z, aa, ab, ... */
export function noteMarker(number: number): string {
  let marker = "";
  let rest = number;
  while (rest > 0) {
    const index = (rest - 1) % 26;
    marker = String.fromCharCode(97 + index) + marker;
    rest = Math.floor((rest - 1) / 26);
  }
  return marker;
}
