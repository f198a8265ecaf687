import "server-only";
import { findBook } from "@/lib/bible/books";
import {
  findReferences,
  formatReference,
  RANGE_DASH,
  type BibleReference,
} from "@/lib/bible/reference";
import { searchVerses } from "@/lib/bible/search";
import type { Locale } from "@/lib/i18n/locales";
import {
  chapterVerses,
  findUnknownBookCitations,
  MAX_PASSAGE_VERSES,
  passageText,
  referenceProblem,
  sameOrOverlapping,
  verseEntry,
} from "./scripture";
import { comparableText, wordsOf } from "./text-matching";

/** Most entries listed under a reply. */
export const MAX_VERSE_ENTRIES = 8;
/** A misquoted passage of at most this many verses is always restored whole. */
const WHOLE_RANGE_QUOTE_VERSES = 3;
/** A cited reference owns a quotation that starts within this many characters after it. */
const QUOTE_AFTER_REFERENCE_GAP = 80;
/** A quotation followed this closely by a reference belongs to that reference. */
const REFERENCE_AFTER_QUOTE_GAP = 12;
/** Shorter quotations are scare quotes unless they are close to the verse's words. */
const MIN_QUOTATION_WORDS = 4;
/** Share of a quotation's words found in a verse for it to count as a (mis)quotation of it. */
const NEAR_QUOTE_OVERLAP = 0.5;
/** Unattributed quotations this long are looked up in the Bible. */
const MIN_UNATTRIBUTED_QUOTE_WORDS = 6;
const UNATTRIBUTED_QUOTE_OVERLAP = 0.6;

export type CorrectionKind =
  | "misquote"
  | "invalid-reference"
  | "unknown-book"
  | "unverifiable-quote"
  | "unattributed-misquote"
  | "phone-number";

export interface Correction {
  kind: CorrectionKind;
  /** The text as the reply had it. */
  found: string;
}

export interface VerifyOptions {
  locale: Locale;
  /** Models may invent helpline numbers; the assistant gives none. */
  removePhoneNumbers?: boolean;
}

interface Citation {
  start: number;
  end: number;
  raw: string;
  reference?: BibleReference;
  valid: boolean;
  kind: "reference" | "unknown-book";
}

interface Quotation {
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
  block: boolean;
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

const CLOSERS: Record<string, readonly string[]> = {
  "“": ["”"],
  "«": ["»"],
  "„": ["“", "”"],
  '"': ['"'],
};

/** Quotations in double quotes of any style, and Markdown block quotes. */
function findQuotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text[index];
    const closers = CLOSERS[open];
    if (!closers) {
      index += 1;
      continue;
    }
    let depth = 0;
    let close = -1;
    for (let cursor = index + 1; cursor < text.length; cursor += 1) {
      const character = text[cursor];
      if (character === open && open !== '"' && open !== "„") depth += 1;
      else if (closers.includes(character)) {
        if (depth === 0) {
          close = cursor;
          break;
        }
        depth -= 1;
      }
    }
    if (close < 0) {
      index += 1;
      continue;
    }
    found.push({
      start: index,
      end: close + 1,
      innerStart: index + 1,
      innerEnd: close,
      block: false,
    });
    index = close + 1;
  }
  for (const match of text.matchAll(/^[ \t]*>[ \t]?(.*)$/gmu)) {
    const innerStart = match.index + match[0].length - match[1].length;
    const innerEnd = match.index + match[0].length;
    if (
      found.some((quote) => quote.start < innerEnd && innerStart < quote.end) ||
      match[1].trim() === ""
    )
      continue;
    found.push({ start: match.index, end: innerEnd, innerStart, innerEnd, block: true });
  }
  return found.sort((a, b) => a.start - b.start);
}

function fragmentsOf(quotation: string): string[] {
  return quotation
    .split(/…|\.\.\.|\[\.\.\.\]/u)
    .map(comparableText)
    .filter((fragment) => fragment.length > 0);
}

/** Whether a quotation is the verse's words: whole, a part, or parts joined by an ellipsis. */
export function quotationMatches(quotation: string, exact: string): boolean {
  const fragments = fragmentsOf(quotation);
  if (fragments.length === 0) return true;
  const haystack = ` ${comparableText(exact)} `;
  let from = 0;
  for (const fragment of fragments) {
    const at = haystack.indexOf(` ${fragment} `, from);
    if (at < 0) return false;
    from = at + fragment.length + 1;
  }
  return true;
}

function overlap(quotation: string, exact: string): number {
  const words = wordsOf(quotation);
  if (words.length === 0) return 0;
  const verseWords = new Set(wordsOf(exact));
  return words.filter((word) => verseWords.has(word)).length / words.length;
}

function bestVerse(
  quotation: string,
  reference: BibleReference,
  locale: Locale,
): { verse: number; score: number } | undefined {
  const verses = chapterVerses(reference, locale);
  const first = reference.verseStart ?? 1;
  const last = reference.verseEnd ?? reference.verseStart ?? verses.length;
  let best: { verse: number; score: number } | undefined;
  for (let verse = first; verse <= Math.min(last, verses.length); verse += 1) {
    const score = overlap(quotation, verses[verse - 1]);
    if (!best || score > best.score) best = { verse, score };
  }
  return best;
}

function isInside(position: number, spans: ReadonlyArray<{ start: number; end: number }>): boolean {
  return spans.some((span) => position > span.start && position < span.end);
}

/** The sentence (or list line) around a position, with the space after it. */
function sentenceAround(
  text: string,
  position: number,
  protectedSpans: ReadonlyArray<{ start: number; end: number }>,
  quotations: readonly Quotation[],
): { start: number; end: number } {
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

function listRemoval(
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

function parentheticalRemoval(text: string, citation: Citation): Edit | undefined {
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

/** Line attributions such as "John 3:16 — For God so loved …" or "Yohana 3:16: Kwa maana …". */
const ATTRIBUTION = /^(?:\*\*|\*|\))?[ \t]*(?:[—–:-]|says:|inasema:)[ \t]*(?!["“«„>])([^\n]+)$/u;

/**
 * The exact words to put in place of a misquotation: the whole passage when it is short or the
 * quotation covers most of it, otherwise the verse of the range the quotation resembles most.
 */
function exactTextFor(
  reference: BibleReference,
  quotation: string,
  locale: Locale,
): { text: string; reference: BibleReference } | undefined {
  const verses =
    reference.verseStart === undefined
      ? Infinity
      : (reference.verseEnd ?? reference.verseStart) - reference.verseStart + 1;
  const whole = verses <= MAX_PASSAGE_VERSES ? passageText(reference, locale) : "";
  if (
    verses <= WHOLE_RANGE_QUOTE_VERSES ||
    (whole && wordsOf(quotation).length >= wordsOf(whole).length / 2)
  ) {
    return { text: whole || passageText(reference, locale), reference };
  }
  const best = bestVerse(quotation, reference, locale);
  if (!best || best.score < NEAR_QUOTE_OVERLAP) return undefined;
  const single = { book: reference.book, chapter: reference.chapter, verseStart: best.verse };
  return { text: passageText(single, locale), reference: single };
}

function unattributedCorrection(
  quotation: string,
  locale: Locale,
): { text: string; reference: BibleReference } | undefined {
  const words = wordsOf(quotation);
  if (words.length < MIN_UNATTRIBUTED_QUOTE_WORDS) return undefined;
  const hits = searchVerses(locale, words.slice(0, 12).join(" "), { limit: 3 });
  let best: { text: string; reference: BibleReference; score: number } | undefined;
  for (const hit of hits) {
    const book = findBook(hit.bookId);
    if (!book) continue;
    const score = overlap(quotation, hit.text);
    if (!best || score > best.score) {
      best = {
        text: hit.text,
        reference: { book, chapter: hit.chapter, verseStart: hit.verse },
        score,
      };
    }
  }
  if (!best || best.score < UNATTRIBUTED_QUOTE_OVERLAP || quotationMatches(quotation, best.text))
    return undefined;
  return best;
}

const BOOK_THEN_LOCATION = /^(.*?\p{L}\.?)[\s\u00a0\u200b]*(\d[\s\S]*)$/u;

/** A cited reference as the reply's language writes it: "Yohana 3:16–18", "2 Wafalme 18–20". */
function referenceInLanguage(raw: string, reference: BibleReference, locale: Locale): string {
  if (!/\p{L}/u.test(raw)) return raw;
  if (reference.verseStart !== undefined) return formatReference(reference, locale);
  const parts = BOOK_THEN_LOCATION.exec(raw);
  if (!parts) return raw;
  const name = formatReference(
    { book: reference.book, chapter: reference.chapter },
    locale,
  ).replace(/ \d+$/u, "");
  const location = parts[2].replace(
    /[\s\u00a0\u200b]*[-\u2010-\u2015\u2212][\s\u00a0\u200b]*/gu,
    RANGE_DASH,
  );
  return `${name} ${location}`;
}

/** Where a line attribution gives a verse word for word: "John 3:16 — For God so loved …". */
function exactAttributions(
  paragraph: string,
  citations: readonly Citation[],
  locale: Locale,
): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (const citation of citations) {
    if (!citation.valid || citation.reference?.verseStart === undefined) continue;
    const lineEnd = paragraph.indexOf("\n", citation.end);
    const end = lineEnd < 0 ? paragraph.length : lineEnd;
    const match = /^(?:\*\*|\*|\))?[ \t]*[—–:-][ \t]*/u.exec(paragraph.slice(citation.end, end));
    if (!match) continue;
    const start = citation.end + match[0].length;
    if (quotationMatches(paragraph.slice(start, end), passageText(citation.reference, locale)))
      spans.push({ start, end });
  }
  return spans;
}

/**
 * The paragraph with the quotation marks inside exact attributions blanked out: verse texts carry
 * their own, often unbalanced, speech marks, which must not pair with quotations elsewhere.
 */
function maskExactAttributions(
  paragraph: string,
  citations: readonly Citation[],
  locale: Locale,
): string {
  const characters = paragraph.split("");
  for (const span of exactAttributions(paragraph, citations, locale)) {
    for (let index = span.start; index < span.end; index += 1) {
      if (CLOSERS[characters[index]] || "”»“".includes(characters[index]))
        characters[index] = "\u2063";
    }
  }
  return characters.join("");
}

const PHONE_NUMBER = /(?<![\p{L}\p{N}:])\+?\d[\d \t().-]{6,}\d(?![\p{N}:])/gu;

function verifyParagraph(
  paragraph: string,
  options: VerifyOptions,
  corrections: Correction[],
): string {
  const { locale } = options;
  const found = findReferences(paragraph);
  const citations: Citation[] = [
    ...found.map((reference): Citation => ({
      start: reference.start,
      end: reference.end,
      raw: reference.raw,
      reference: reference.reference,
      valid: referenceProblem(reference.reference, locale) === undefined,
      kind: "reference",
    })),
    ...findUnknownBookCitations(paragraph, { capitalizedOnly: true, known: found }).map(
      (unknown): Citation => ({
        start: unknown.start,
        end: unknown.end,
        raw: unknown.raw,
        valid: false,
        kind: "unknown-book",
      }),
    ),
  ].sort((a, b) => a.start - b.start);
  const quotations = findQuotations(maskExactAttributions(paragraph, citations, locale));
  const removals: Edit[] = [];
  const replacements: Edit[] = [];
  const removeSentenceAt = (position: number) =>
    removals.push({
      ...sentenceAround(paragraph, position, [...quotations, ...citations], quotations),
      replacement: "",
    });

  const owner = (quote: Quotation): Citation | undefined => {
    const after = citations.find(
      (citation) =>
        citation.start >= quote.end &&
        citation.start - quote.end <= REFERENCE_AFTER_QUOTE_GAP &&
        /^[\s()[\]—–,:;-]*$/u.test(paragraph.slice(quote.end, citation.start)),
    );
    if (after) return after;
    const before = citations.filter((citation) => citation.end <= quote.start).at(-1);
    if (!before || quote.start - before.end > QUOTE_AFTER_REFERENCE_GAP) return undefined;
    const between = quotations.some(
      (other) => other.start >= before.end && other.end <= quote.start,
    );
    return between ? undefined : before;
  };

  const owned = new Map<Quotation, Citation>();
  for (const quote of quotations) {
    const citation = owner(quote);
    if (citation) owned.set(quote, citation);
  }

  for (const citation of citations) {
    if (citation.valid) {
      const written = referenceInLanguage(citation.raw, citation.reference!, locale);
      if (written !== citation.raw)
        replacements.push({ start: citation.start, end: citation.end, replacement: written });
      continue;
    }
    corrections.push({
      kind: citation.kind === "unknown-book" ? "unknown-book" : "invalid-reference",
      found: citation.raw,
    });
    const quotes = [...owned].filter(([, owner]) => owner === citation).map(([quote]) => quote);
    const edit =
      quotes.length === 0
        ? (listRemoval(paragraph, citation, citations) ?? parentheticalRemoval(paragraph, citation))
        : undefined;
    if (edit) removals.push(edit);
    else removeSentenceAt(citation.start);
    for (const quote of quotes) removeSentenceAt(quote.start);
  }

  for (const quote of quotations) {
    const inner = paragraph.slice(quote.innerStart, quote.innerEnd);
    const citation = owned.get(quote);
    if (!citation) {
      const correction = unattributedCorrection(inner, locale);
      if (correction) {
        corrections.push({ kind: "unattributed-misquote", found: inner });
        replacements.push({
          start: quote.innerStart,
          end: quote.innerEnd,
          replacement: correction.text,
        });
        replacements.push({
          start: quote.end,
          end: quote.end,
          replacement: ` (${formatReference(correction.reference, locale)})`,
        });
      }
      continue;
    }
    if (!citation.valid || !citation.reference) continue;
    const reference = citation.reference;
    if (reference.verseStart === undefined) {
      const wholeChapter = chapterVerses(reference, locale).join(" ");
      if (quotationMatches(inner, wholeChapter)) continue;
      const best = bestVerse(inner, reference, locale);
      corrections.push({
        kind: best && best.score >= NEAR_QUOTE_OVERLAP ? "misquote" : "unverifiable-quote",
        found: inner,
      });
      if (best && best.score >= NEAR_QUOTE_OVERLAP) {
        const single = { book: reference.book, chapter: reference.chapter, verseStart: best.verse };
        replacements.push({
          start: quote.innerStart,
          end: quote.innerEnd,
          replacement: passageText(single, locale),
        });
        replacements.push({
          start: quote.end,
          end: quote.end,
          replacement: ` (${formatReference(single, locale)})`,
        });
      } else {
        removeSentenceAt(quote.start);
      }
      continue;
    }
    const exact = passageText(reference, locale);
    if (quotationMatches(inner, exact)) continue;
    const attempt =
      wordsOf(inner).length >= MIN_QUOTATION_WORDS || overlap(inner, exact) >= NEAR_QUOTE_OVERLAP;
    if (!attempt) continue;
    const corrected = exactTextFor(reference, inner, locale);
    corrections.push({ kind: corrected ? "misquote" : "unverifiable-quote", found: inner });
    if (!corrected) {
      removeSentenceAt(quote.start);
      continue;
    }
    if (quote.block)
      replacements.push({ start: quote.start, end: quote.end, replacement: `> ${corrected.text}` });
    else
      replacements.push({
        start: quote.innerStart,
        end: quote.innerEnd,
        replacement: corrected.text,
      });
  }

  for (const citation of citations) {
    if (!citation.valid || citation.reference?.verseStart === undefined) continue;
    const lineEnd = paragraph.indexOf("\n", citation.end);
    const rest = paragraph.slice(citation.end, lineEnd < 0 ? paragraph.length : lineEnd);
    const match = ATTRIBUTION.exec(rest);
    if (!match) continue;
    const said = match[1].trim();
    const exact = passageText(citation.reference, locale);
    if (quotationMatches(said, exact)) continue;
    if (wordsOf(said).length < MIN_QUOTATION_WORDS || overlap(said, exact) < NEAR_QUOTE_OVERLAP)
      continue;
    const corrected = exactTextFor(citation.reference, said, locale);
    if (!corrected) continue;
    corrections.push({ kind: "misquote", found: said });
    const saidStart =
      citation.end + rest.indexOf(match[1]) + (match[1].length - match[1].trimStart().length);
    replacements.push({
      start: saidStart,
      end: saidStart + said.length,
      replacement: corrected.text,
    });
  }

  if (options.removePhoneNumbers) {
    for (const match of paragraph.matchAll(PHONE_NUMBER)) {
      if ((match[0].match(/\d/gu)?.length ?? 0) < 7) continue;
      corrections.push({ kind: "phone-number", found: match[0] });
      removeSentenceAt(match.index);
    }
  }

  let result = paragraph;
  for (const edit of nonOverlapping([...mergeRanges(removals), ...replacements]).sort(
    (a, b) => b.start - a.start,
  )) {
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  }
  return tidy(result);
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

/**
 * Checks every reference and quotation of a reply against the app's Bible text: references that
 * do not exist go (with what they claimed), misquotations are replaced by the exact words, and
 * references are written in the reply's language. Paragraphs are verified one by one, so a
 * streamed reply verified paragraph by paragraph reads exactly like the whole reply verified.
 */
export function verifyText(
  text: string,
  options: VerifyOptions,
): { text: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const parts = text.split(/(\n[ \t]*\n+)/u);
  const verified: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const paragraph = verifyParagraph(parts[index], options, corrections);
    if (paragraph) verified.push(paragraph);
  }
  return { text: verified.join("\n\n"), corrections };
}

/** The entries listed under a reply: each existing verse or range it cites, in order, no passage twice. */
export function versesCitedIn(text: string, locale: Locale): string[] {
  const listed: BibleReference[] = [];
  const entries: string[] = [];
  for (const { reference } of findReferences(text)) {
    if (reference.verseStart === undefined) continue;
    if (listed.some((other) => sameOrOverlapping(other, reference))) continue;
    const entry = verseEntry(reference, locale);
    if (!entry) continue;
    listed.push(reference);
    entries.push(entry);
    if (entries.length >= MAX_VERSE_ENTRIES) break;
  }
  return entries;
}
