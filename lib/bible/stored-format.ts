import type {
  BreakKind,
  ChapterText,
  HeadingKind,
  NoteKind,
  TextBreak,
  TextSpan,
  VerseHeading,
  VerseNote,
} from "./chapter";

/**
 * The compact JSON the import writes to content/bible/build/<VERSION>.json and the server
 * loads: reading data as tuples, omitted when empty.
 */
export const STORED_FORMAT = 1;

type StoredHeading = [
  verse: number,
  offset: number,
  kind: HeadingKind,
  text: string,
  notes?: string[],
];
type StoredNote = [verse: number, offset: number, kind: "f" | "x", text: string];
type StoredSpan = [verse: number, start: number, end: number];
type StoredBreak = [verse: number, offset: number, kind: "p" | "s" | "l", indent: number];

export interface StoredChapter {
  v: string[];
  h?: StoredHeading[];
  n?: StoredNote[];
  j?: StoredSpan[];
  b?: StoredBreak[];
  o?: number[];
}

export interface StoredBible {
  format: typeof STORED_FORMAT;
  version: string;
  verseCount: number;
  /** Chapters per OSIS book id, in canon order. */
  books: Record<string, StoredChapter[]>;
}

const NOTE_CODES: Record<NoteKind, StoredNote[2]> = { footnote: "f", crossReference: "x" };
const NOTE_KINDS: Record<StoredNote[2], NoteKind> = { f: "footnote", x: "crossReference" };
const BREAK_CODES: Record<BreakKind, StoredBreak[2]> = { paragraph: "p", stanza: "s", line: "l" };
const BREAK_KINDS: Record<StoredBreak[2], BreakKind> = { p: "paragraph", s: "stanza", l: "line" };

function nonEmpty<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined;
}

export function encodeChapter(chapter: ChapterText): StoredChapter {
  return {
    v: chapter.verses,
    h: nonEmpty(
      chapter.headings.map((heading): StoredHeading => {
        const tuple: StoredHeading = [heading.verse, heading.offset, heading.kind, heading.text];
        if (heading.notes?.length) tuple.push(heading.notes);
        return tuple;
      }),
    ),
    n: nonEmpty(
      chapter.notes.map((note): StoredNote => [
        note.verse,
        note.offset,
        NOTE_CODES[note.kind],
        note.text,
      ]),
    ),
    j: nonEmpty(chapter.wordsOfJesus.map((span): StoredSpan => [span.verse, span.start, span.end])),
    b: nonEmpty(
      chapter.breaks.map((textBreak): StoredBreak => [
        textBreak.verse,
        textBreak.offset,
        BREAK_CODES[textBreak.kind],
        textBreak.indent,
      ]),
    ),
    o: nonEmpty(chapter.omittedVerses),
  };
}

export function decodeChapter(
  stored: StoredChapter,
  version: string,
  bookId: string,
  chapter: number,
): ChapterText {
  return {
    version,
    bookId,
    chapter,
    verses: stored.v,
    headings: (stored.h ?? []).map(([verse, offset, kind, text, notes]): VerseHeading =>
      notes ? { verse, offset, kind, text, notes } : { verse, offset, kind, text },
    ),
    notes: (stored.n ?? []).map(([verse, offset, kind, text]): VerseNote => ({
      verse,
      offset,
      kind: NOTE_KINDS[kind],
      text,
    })),
    wordsOfJesus: (stored.j ?? []).map(([verse, start, end]): TextSpan => ({ verse, start, end })),
    breaks: (stored.b ?? []).map(([verse, offset, kind, indent]): TextBreak => ({
      verse,
      offset,
      kind: BREAK_KINDS[kind],
      indent,
    })),
    omittedVerses: stored.o ?? [],
  };
}
