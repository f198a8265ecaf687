import "server-only";
import { findBook } from "@/lib/bible/books";
import type { BibleReference } from "@/lib/bible/reference";
import { searchVerses } from "@/lib/bible/search";
import type { Locale } from "@/lib/i18n/locales";
import { chapterVerses, MAX_PASSAGE_VERSES, passageText } from "./scripture";
import { comparableText, wordsOf } from "./text-matching";
import type { Citation, Edit } from "./verify-edits";

/** A misquoted passage of at most this many verses is always restored whole. */
const WHOLE_RANGE_QUOTE_VERSES = 3;
/** Shorter quotations are scare quotes unless they are close to the verse's words. */
export const MIN_QUOTATION_WORDS = 4;
/** Share of a quotation's words found in a verse for it to count as a (mis)quotation of it. */
export const NEAR_QUOTE_OVERLAP = 0.5;
/** Unattributed quotations this long are looked up in the Bible. */
const MIN_UNATTRIBUTED_QUOTE_WORDS = 6;
const UNATTRIBUTED_QUOTE_OVERLAP = 0.6;

export interface Quotation {
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
  block: boolean;
}

const CLOSERS: Record<string, readonly string[]> = {
  "“": ["”"],
  "«": ["»"],
  "„": ["“", "”"],
  '"': ['"'],
};

/** Quotations in double quotes of any style, and Markdown block quotes. */
export function findQuotations(text: string): Quotation[] {
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

export function overlap(quotation: string, exact: string): number {
  const words = wordsOf(quotation);
  if (words.length === 0) return 0;
  const verseWords = new Set(wordsOf(exact));
  return words.filter((word) => verseWords.has(word)).length / words.length;
}

export function bestVerse(
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
/** Line attributions such as "John 3:16 — For God so loved …" or "Yohana 3:16: Kwa maana …". */
const ATTRIBUTION = /^(?:\*\*|\*|\))?[ \t]*(?:[—–:-]|says:|inasema:)[ \t]*(?!["“«„>])([^\n]+)$/u;

/**
 * The exact words to put in place of a misquotation: the whole passage when it is short or the
 * quotation covers most of it, otherwise the verse of the range the quotation resembles most.
 */
export function exactTextFor(
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

export function unattributedCorrection(
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
export function maskExactAttributions(
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

/** Line attributions whose words are close to the cited verse but not its words, with the exact words. */
export function misquotedAttributions(
  paragraph: string,
  citations: readonly Citation[],
  locale: Locale,
): Array<{ said: string; edit: Edit }> {
  const found: Array<{ said: string; edit: Edit }> = [];
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
    const saidStart =
      citation.end + rest.indexOf(match[1]) + (match[1].length - match[1].trimStart().length);
    found.push({
      said,
      edit: { start: saidStart, end: saidStart + said.length, replacement: corrected.text },
    });
  }
  return found;
}
