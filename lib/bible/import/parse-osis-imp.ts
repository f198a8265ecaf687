import { bookKey, findBook, type BibleBook } from "../books";
import {
  OMITTED_VERSE_TEXT,
  type ChapterText,
  type HeadingKind,
  type NoteKind,
  type TextBreak,
  type TextSpan,
  type VerseHeading,
  type VerseNote,
} from "../chapter";
import { BibleImportError } from "./errors";
import { emptyChapter, type ParsedBible } from "./parsed-bible";
import { decodeEntities, PlainTextBuilder } from "./plain-text";

/** Books a SWORD export may carry beyond the 66-book canon; their entries are skipped. */
const DEUTEROCANON = new Set(
  [
    "Tobit",
    "Judith",
    "Esther (Greek)",
    "Additions to Esther",
    "Wisdom",
    "Wisdom of Solomon",
    "Sirach",
    "Ecclesiasticus",
    "Baruch",
    "Letter of Jeremiah",
    "Prayer of Azariah",
    "Susanna",
    "Bel and the Dragon",
    "I Maccabees",
    "II Maccabees",
    "III Maccabees",
    "IV Maccabees",
    "I Esdras",
    "II Esdras",
    "Prayer of Manasses",
    "Prayer of Manasseh",
    "Additional Psalm",
    "Psalm 151",
    "Laodiceans",
  ].map(bookKey),
);

const ENTRY_HEADER = /^\$\$\$(.+?)\s+(\d+):(\d+)\s*$/;
const TOKEN = /<[^>]*>|[^<]+/g;
const TAG = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>$/;
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"/g;

/** Tags that can sit inside a word: they never separate words. */
const INLINE_TAGS = new Set([
  "w",
  "transchange",
  "seg",
  "name",
  "rdg",
  "catchword",
  "hi",
  "foreign",
  "divinename",
  "reference",
  "abbr",
  "index",
]);

/** Tags whose meaning the parser handles or may safely treat as a plain separator. */
const KNOWN_TAGS = new Set([
  ...INLINE_TAGS,
  "note",
  "title",
  "speaker",
  "q",
  "chapter",
  "div",
  "milestone",
  "lb",
  "lg",
  "l",
  "list",
  "item",
  "p",
  "verse",
]);

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Record<string, string>;
}

function parseTag(token: string): Tag | undefined {
  const match = TAG.exec(token);
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, key, value] of match[3].matchAll(ATTRIBUTE))
    attributes[key] = decodeEntities(value);
  return {
    name: match[2].toLowerCase(),
    closing: match[1] === "/",
    selfClosing: match[4] === "/",
    attributes,
  };
}

interface Entry {
  lineNumber: number;
  bookName: string;
  chapter: number;
  verse: number;
  markup: string;
}

function readEntries(source: string, problems: string[]): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  const lines = source.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.startsWith("$$$")) {
      const header = ENTRY_HEADER.exec(line);
      current = header
        ? {
            lineNumber: index + 1,
            bookName: header[1],
            chapter: Number(header[2]),
            verse: Number(header[3]),
            markup: "",
          }
        : undefined;
      if (current) entries.push(current);
      else if (!/^\$\$\$\s*\[.*\]\s*$/.test(line)) {
        problems.push(`line ${index + 1}: unreadable entry header "${line}"`);
      }
      return;
    }
    if (current) current.markup += current.markup ? `\n${line}` : line;
  });
  return entries;
}

interface Pending {
  headings: Array<Omit<VerseHeading, "verse" | "offset">>;
  breaks: Array<Omit<TextBreak, "verse" | "offset">>;
}

/** What one book's entries share: markers waiting for the next verse, an open quotation. */
interface BookState {
  book: BibleBook;
  chapters: ChapterText[];
  pending: Pending;
  wordsOfJesusOpen: boolean;
}

interface CollectedHeading {
  kind: HeadingKind | "ignored";
  builder: PlainTextBuilder;
  notes: string[];
}

interface CollectedNote {
  kind: NoteKind;
  builder: PlainTextBuilder;
  inAnchorReference: boolean;
}

function headingKind(tag: Tag): HeadingKind | "ignored" {
  if (tag.name === "speaker") return "speaker";
  const type = tag.attributes.type ?? "";
  if (type === "main" || type === "x-introduction" || type === "chapter") return "ignored";
  if (tag.attributes.canonical === "true" || type === "psalm") return "superscription";
  return "section";
}

function isWordsOfJesus(tag: Tag): boolean {
  return tag.attributes.who === "Jesus";
}

/**
 * Reads one entry's markup. A verse entry (verse > 0) yields the verse text and its reading
 * data; a chapter or book entry (verse 0) only yields headings and breaks for the next verse.
 * Anything after the end of a chapter (a book's closing matter, a glossary) is not read.
 */
function readEntry(entry: Entry, state: BookState, unknownTags: Set<string>): void {
  const isVerse = entry.verse > 0;
  const text = new PlainTextBuilder();
  const headings: VerseHeading[] = [];
  const notes: VerseNote[] = [];
  const breaks: TextBreak[] = [];
  const spans: TextSpan[] = [];
  const quotations: boolean[] = state.wordsOfJesusOpen ? [true] : [];
  let heading: CollectedHeading | undefined;
  let note: CollectedNote | undefined;
  let jesusStart: number | undefined = state.wordsOfJesusOpen ? 0 : undefined;

  const addBreak = (kind: TextBreak["kind"], indent: number) => {
    if (isVerse) breaks.push({ verse: entry.verse, offset: text.length, kind, indent });
    else state.pending.breaks.push({ kind, indent });
  };
  const closeWordsOfJesus = () => {
    if (jesusStart === undefined) return;
    if (isVerse) spans.push({ verse: entry.verse, start: jesusStart, end: text.length });
    jesusStart = undefined;
  };

  tokens: for (const [token] of entry.markup.matchAll(TOKEN)) {
    if (token[0] !== "<") {
      const content = decodeEntities(token);
      if (note) {
        if (!note.inAnchorReference) note.builder.append(content);
      } else if (heading) heading.builder.append(content);
      else if (isVerse) text.append(content);
      continue;
    }
    const tag = parseTag(token);
    if (!tag) {
      unknownTags.add(token.slice(0, 40));
      continue;
    }
    if (!KNOWN_TAGS.has(tag.name)) unknownTags.add(tag.name);

    if (note) {
      if (tag.name === "note" && tag.closing) {
        const noteText = note.builder.toString();
        if (noteText && heading) heading.notes.push(noteText);
        else if (noteText && isVerse) {
          notes.push({ verse: entry.verse, offset: text.length, kind: note.kind, text: noteText });
        }
        note = undefined;
        text.markBoundary();
      } else if (tag.name === "reference" && tag.attributes.type === "annotateRef") {
        note.inAnchorReference = !tag.closing && !tag.selfClosing;
      } else if (tag.name === "reference" && tag.closing) {
        note.inAnchorReference = false;
      } else if (!INLINE_TAGS.has(tag.name)) {
        note.builder.markBoundary();
      }
      continue;
    }

    if (!INLINE_TAGS.has(tag.name)) text.markBoundary();
    switch (tag.name) {
      case "note":
        if (!tag.closing && !tag.selfClosing) {
          note = {
            kind: tag.attributes.type === "crossReference" ? "crossReference" : "footnote",
            builder: new PlainTextBuilder(),
            inAnchorReference: false,
          };
        }
        break;
      case "title":
      case "speaker":
        if (tag.closing && heading) {
          const headingText = heading.builder.toString();
          if (heading.kind !== "ignored" && headingText) {
            const collected = { kind: heading.kind, text: headingText, notes: heading.notes };
            if (isVerse) headings.push({ verse: entry.verse, offset: text.length, ...collected });
            else state.pending.headings.push(collected);
          }
          heading = undefined;
        } else if (!tag.closing && !tag.selfClosing) {
          heading = { kind: headingKind(tag), builder: new PlainTextBuilder(), notes: [] };
        }
        break;
      case "q":
        if (tag.selfClosing) {
          if (tag.attributes.sID !== undefined && isWordsOfJesus(tag)) jesusStart ??= text.length;
          else if (tag.attributes.eID !== undefined) closeWordsOfJesus();
        } else if (!tag.closing) {
          quotations.push(isWordsOfJesus(tag));
          if (isWordsOfJesus(tag)) jesusStart ??= text.length;
        } else {
          quotations.pop();
          if (!quotations.includes(true)) closeWordsOfJesus();
        }
        break;
      case "chapter":
        if (tag.attributes.eID === undefined) break;
        if (isVerse) break tokens;
        state.pending = { headings: [], breaks: [] };
        break;
      case "div":
        if (tag.attributes.type === "x-p" && tag.attributes.sID !== undefined)
          addBreak("paragraph", 0);
        break;
      case "lb":
        if (tag.attributes.type === "x-p") addBreak("paragraph", 0);
        break;
      case "lg":
        if (tag.attributes.sID !== undefined || (!tag.closing && !tag.selfClosing))
          addBreak("stanza", 0);
        break;
      case "l":
        if (tag.attributes.sID !== undefined || (!tag.closing && !tag.selfClosing)) {
          addBreak("line", Math.max(1, Number(tag.attributes.level ?? "1") || 1));
        }
        break;
    }
  }

  const jesusOpen = jesusStart !== undefined;
  closeWordsOfJesus();
  finishEntry(entry, state, { text, headings, notes, breaks, spans, jesusOpen });
}

interface EntryResult {
  text: PlainTextBuilder;
  headings: VerseHeading[];
  notes: VerseNote[];
  breaks: TextBreak[];
  spans: TextSpan[];
  jesusOpen: boolean;
}

function skipSpaces(text: string, offset: number): number {
  let position = Math.min(offset, text.length);
  while (position < text.length && text[position] === " ") position += 1;
  return position;
}

function mergeSpans(text: string, spans: TextSpan[]): TextSpan[] {
  const merged: TextSpan[] = [];
  for (const span of spans) {
    let start = skipSpaces(text, span.start);
    let end = Math.min(span.end, text.length);
    while (end > start && text[end - 1] === " ") end -= 1;
    if (end <= start) continue;
    const previous = merged.at(-1);
    if (previous && text.slice(previous.end, start).trim() === "") {
      previous.end = end;
      continue;
    }
    start = Math.max(start, previous?.end ?? 0);
    merged.push({ verse: span.verse, start, end });
  }
  return merged;
}

function finishEntry(entry: Entry, state: BookState, result: EntryResult): void {
  state.wordsOfJesusOpen = result.jesusOpen;
  if (entry.verse === 0) return;

  const chapter = (state.chapters[entry.chapter - 1] ??= emptyChapter(
    "",
    state.book.id,
    entry.chapter,
  ));
  let text = result.text.toString();
  const leading = state.pending;
  state.pending = { headings: [], breaks: [] };

  let notes = result.notes.map((note) => {
    const offset = Math.min(note.offset, text.length);
    return { ...note, offset: offset > 0 && text[offset - 1] === " " ? offset - 1 : offset };
  });
  if (text === "" && notes.length > 0) {
    text = OMITTED_VERSE_TEXT;
    notes = notes.map((note) => ({ ...note, offset: text.length }));
    chapter.omittedVerses.push(entry.verse);
  }

  // Markers at the very end of a verse open the next one.
  const isTrailing = (offset: number) => text.length > 0 && skipSpaces(text, offset) >= text.length;
  const headings: VerseHeading[] = leading.headings.map((heading) => ({
    ...heading,
    verse: entry.verse,
    offset: 0,
  }));
  for (const heading of result.headings) {
    if (isTrailing(heading.offset))
      state.pending.headings.push({ kind: heading.kind, text: heading.text, notes: heading.notes });
    else headings.push({ ...heading, offset: skipSpaces(text, heading.offset) });
  }
  const breaks: TextBreak[] = leading.breaks.map((textBreak) => ({
    ...textBreak,
    verse: entry.verse,
    offset: 0,
  }));
  for (const textBreak of result.breaks) {
    if (isTrailing(textBreak.offset))
      state.pending.breaks.push({ kind: textBreak.kind, indent: textBreak.indent });
    else breaks.push({ ...textBreak, offset: skipSpaces(text, textBreak.offset) });
  }

  const verseIndex = entry.verse - 1;
  while (chapter.verses.length < verseIndex) chapter.verses.push("");
  chapter.verses[verseIndex] = text;
  chapter.headings.push(...headings.map(withoutEmptyNotes));
  chapter.notes.push(...notes);
  chapter.breaks.push(...dedupeBreaks(breaks));
  chapter.wordsOfJesus.push(...mergeSpans(text, result.spans));
}

function withoutEmptyNotes({ notes, ...heading }: VerseHeading): VerseHeading {
  return notes && notes.length > 0 ? { ...heading, notes } : heading;
}

const BREAK_ORDER = { paragraph: 0, stanza: 1, line: 2 } as const;

/**
 * At one offset, keeps one block break (a stanza wins over a paragraph) and the last line
 * start: the source often opens a paragraph, a stanza and a line at the same place.
 */
function dedupeBreaks(breaks: TextBreak[]): TextBreak[] {
  const byOffset = new Map<number, TextBreak[]>();
  for (const textBreak of breaks) {
    byOffset.set(textBreak.offset, [...(byOffset.get(textBreak.offset) ?? []), textBreak]);
  }
  const result: TextBreak[] = [];
  for (const group of byOffset.values()) {
    const block =
      group.find((item) => item.kind === "stanza") ??
      group.find((item) => item.kind === "paragraph");
    const line = group.filter((item) => item.kind === "line").at(-1);
    if (block) result.push(block);
    if (line) result.push(line);
  }
  return result.sort((a, b) => a.offset - b.offset || BREAK_ORDER[a.kind] - BREAK_ORDER[b.kind]);
}

/**
 * Drops empty verses at the end of a chapter: a versification slot the translation does not
 * fill (its text sits in a neighbouring verse). Their footnotes move to the last kept verse.
 */
function trimTrailingGaps(chapter: ChapterText, book: BibleBook, notices: string[]): void {
  const dropped: number[] = [];
  while (chapter.verses.length > 0) {
    const verse = chapter.verses.length;
    const text = chapter.verses[verse - 1];
    if (text !== "" && !chapter.omittedVerses.includes(verse)) break;
    dropped.unshift(verse);
    chapter.verses.pop();
  }
  if (dropped.length === 0 || chapter.verses.length === 0) return;
  const lastVerse = chapter.verses.length;
  const lastLength = chapter.verses[lastVerse - 1].length;
  const isDropped = (verse: number) => dropped.includes(verse);
  chapter.notes = chapter.notes.map((note) =>
    isDropped(note.verse) ? { ...note, verse: lastVerse, offset: lastLength } : note,
  );
  chapter.headings = chapter.headings.filter((heading) => !isDropped(heading.verse));
  chapter.breaks = chapter.breaks.filter((textBreak) => !isDropped(textBreak.verse));
  chapter.wordsOfJesus = chapter.wordsOfJesus.filter((span) => !isDropped(span.verse));
  chapter.omittedVerses = chapter.omittedVerses.filter((verse) => !isDropped(verse));
  const range = dropped.length === 1 ? `${dropped[0]}` : `${dropped[0]}–${dropped.at(-1)}`;
  notices.push(`${book.nameEn} ${chapter.chapter}:${range} left out: no text in this translation`);
}

/**
 * Parses a SWORD IMP export with OSIS markup (`$$$Book C:V` then the verse's markup). Verse
 * strings get plain text only; section headings and psalm titles, footnotes and cross
 * references, words of Jesus and paragraph and poetry breaks are kept as separate data.
 * Books outside the 66-book canon are skipped; an unknown book name fails the import.
 */
export function parseOsisImpBible(
  source: string,
  versionId: string,
  sourceName = "IMP source",
): ParsedBible {
  const problems: string[] = [];
  const notices: string[] = [];
  const unknownTags = new Set<string>();
  const entries = readEntries(source, problems);
  const states = new Map<string, BookState>();
  const skippedBooks = new Set<string>();
  const unknownBooks = new Map<string, number>();

  for (const entry of entries) {
    const key = bookKey(entry.bookName);
    if (DEUTEROCANON.has(key)) {
      skippedBooks.add(entry.bookName);
      continue;
    }
    const book = findBook(entry.bookName);
    if (!book) {
      if (!unknownBooks.has(entry.bookName)) unknownBooks.set(entry.bookName, entry.lineNumber);
      continue;
    }
    let state = states.get(book.id);
    if (!state) {
      state = {
        book,
        chapters: [],
        pending: { headings: [], breaks: [] },
        wordsOfJesusOpen: false,
      };
      states.set(book.id, state);
    }
    const existing = state.chapters[entry.chapter - 1]?.verses[entry.verse - 1];
    if (entry.verse > 0 && existing !== undefined && existing !== "") {
      problems.push(
        `line ${entry.lineNumber}: ${book.nameEn} ${entry.chapter}:${entry.verse} appears twice`,
      );
      continue;
    }
    readEntry(entry, state, unknownTags);
  }

  for (const [name, lineNumber] of unknownBooks) {
    problems.push(
      `line ${lineNumber}: unknown book "${name}" (neither one of the 66 books nor a known deuterocanonical book)`,
    );
  }
  if (problems.length > 0) throw new BibleImportError(sourceName, problems);

  const books = new Map<string, ChapterText[]>();
  for (const { book, chapters } of states.values()) {
    for (const chapter of chapters) {
      if (!chapter) continue;
      chapter.version = versionId;
      trimTrailingGaps(chapter, book, notices);
      for (const verse of chapter.omittedVerses) {
        notices.push(
          `${book.nameEn} ${chapter.chapter}:${verse} is not in this translation (kept as "${OMITTED_VERSE_TEXT}" with its footnote)`,
        );
      }
    }
    books.set(book.id, chapters);
  }
  if (skippedBooks.size > 0)
    notices.push(`skipped books outside the canon: ${[...skippedBooks].join(", ")}`);
  if (unknownTags.size > 0)
    notices.push(`markup read as plain separators: ${[...unknownTags].join(", ")}`);
  return { versionId, books, notices };
}
