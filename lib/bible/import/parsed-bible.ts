import type { ChapterText } from "../chapter";

export interface ParsedBible {
  versionId: string;
  /** Chapters per OSIS book id; chapter n at index n - 1 (a hole where the source has none). */
  books: Map<string, ChapterText[]>;
  /** Things the import decided that an operator may want to know, e.g. verses left out. */
  notices: string[];
}

export function emptyChapter(versionId: string, bookId: string, chapter: number): ChapterText {
  return {
    version: versionId,
    bookId,
    chapter,
    verses: [],
    headings: [],
    notes: [],
    wordsOfJesus: [],
    breaks: [],
    omittedVerses: [],
  };
}
