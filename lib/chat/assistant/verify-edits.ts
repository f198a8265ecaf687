import type { BibleReference } from "@/lib/bible/reference";

/** A reference found in a reply, or a citation of a book the Bible does not have. */
export interface Citation {
  start: number;
  end: number;
  raw: string;
  reference?: BibleReference;
  valid: boolean;
  kind: "reference" | "unknown-book";
}

/** Text to put in place of the span from `start` to `end`; an empty replacement removes it. */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
}

type Span = { start: number; end: number };

function isInside(position: number, spans: readonly Span[]): boolean {
  return spans.some((span) => position > span.start && position < span.end);
}

/** The sentence (or list line) around a position, with the space after it. */
export function sentenceAround(
  text: string,
  position: number,
  protectedSpans: readonly Span[],
  quotations: ReadonlyArray<Span & { block: boolean }>,
): Span {
  const endsQuotedSentence = (at: number) =>
    quotations.some((quote) => quote.end - 1 === at && !quote.block) &&
    /[.!?]/u.test(text[at - 1] ?? "");
  const isBoundary = (at: number) =>
    /\s/u.test(text[at + 1] ?? " ") &&
    ((/[.!?]/u.test(text[at]) && !isInside(at, protectedSpans)) || endsQuotedSentence(at));
  let start = position;
  while (start > 0 && text[start - 1] !== "\n" && !isBoundary(start - 1)) start -= 1;
  while (start < position && /[ \t]/u.test(text[start])) start += 1;
  let end = position;
  while (end < text.length && text[end] !== "\n" && !isBoundary(end)) end += 1;
  if (end < text.length && text[end] !== "\n") end += 1;
  while (end < text.length && /[ \t]/u.test(text[end])) end += 1;
  return { start, end };
}

const LIST_SEPARATOR = /^[ \t]*(?:[,;&]|and|na|au|or)[ \t]*$/iu;

export function listRemoval(
  text: string,
  citation: Citation,
  citations: readonly Citation[],
): Edit | undefined {
  const previous = citations.filter((other) => other.end <= citation.start).at(-1);
  const next = citations.find((other) => other.start >= citation.end);
  if (previous && LIST_SEPARATOR.test(text.slice(previous.end, citation.start))) {
    return { start: previous.end, end: citation.end, replacement: "" };
  }
  if (next && LIST_SEPARATOR.test(text.slice(citation.end, next.start))) {
    return { start: citation.start, end: next.start, replacement: "" };
  }
  return undefined;
}

export function parentheticalRemoval(text: string, citation: Citation): Edit | undefined {
  const open = text.lastIndexOf("(", citation.start);
  const close = text.indexOf(")", citation.end);
  if (open < 0 || close < 0) return undefined;
  const inside = text.slice(open + 1, close);
  if (inside.includes("(") || inside.includes("\n")) return undefined;
  const withoutCitations = inside.replace(citation.raw, "");
  if (!/^[\s,;:.\p{N}–—-]*(?:see|ona|tazama|cf\.?)?[\s,;:.\p{N}–—-]*$/iu.test(withoutCitations))
    return undefined;
  const start = open > 0 && text[open - 1] === " " ? open - 1 : open;
  return { start, end: close + 1, replacement: "" };
}

function mergeRanges(ranges: readonly Edit[]): Edit[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: Edit[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function overlaps(a: Edit, b: Edit): boolean {
  if (a.start === a.end) return a.start > b.start && a.start < b.end;
  if (b.start === b.end) return b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/** Removals first, then wider replacements: an edit inside one already kept is dropped. */
function nonOverlapping(edits: readonly Edit[]): Edit[] {
  const kept: Edit[] = [];
  const ordered = [...edits].sort(
    (a, b) =>
      Number(b.replacement === "" && b.end > b.start) -
        Number(a.replacement === "" && a.end > a.start) || b.end - b.start - (a.end - a.start),
  );
  for (const edit of ordered) {
    if (!kept.some((other) => overlaps(edit, other))) kept.push(edit);
  }
  return kept;
}

const EMPTY_LINE = /^[ \t]*(?:[-*•>]|\d+[.)])?[ \t]*[,.;:—–-]*[ \t]*$/u;

function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/\(\s*[,;]?\s*\)/gu, "")
        .replace(/([^\s])[ \t]{2,}/gu, "$1 ")
        .replace(/[ \t]+([,.;:!?])/gu, "$1")
        .replace(/[ \t]+$/u, ""),
    )
    .filter((line) => !EMPTY_LINE.test(line))
    .join("\n")
    .trim();
}

/** The paragraph with its removals (overlapping ones merged) and replacements made, tidied. */
export function applyEdits(
  paragraph: string,
  removals: readonly Edit[],
  replacements: readonly Edit[],
): string {
  let result = paragraph;
  for (const edit of nonOverlapping([...mergeRanges(removals), ...replacements]).sort(
    (a, b) => b.start - a.start,
  )) {
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  }
  return tidy(result);
}
