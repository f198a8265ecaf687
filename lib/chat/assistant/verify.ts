import "server-only";
import {
  findReferences,
  formatReference,
  RANGE_DASH,
  type BibleReference,
} from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import {
  chapterVerses,
  findUnknownBookCitations,
  passageText,
  referenceProblem,
  sameOrOverlapping,
  verseEntry,
} from "./scripture";
import { wordsOf } from "./text-matching";
import {
  applyEdits,
  listRemoval,
  parentheticalRemoval,
  sentenceAround,
  type Citation,
  type Edit,
} from "./verify-edits";
import {
  bestVerse,
  exactTextFor,
  findQuotations,
  maskExactAttributions,
  MIN_QUOTATION_WORDS,
  misquotedAttributions,
  NEAR_QUOTE_OVERLAP,
  overlap,
  quotationMatches,
  unattributedCorrection,
  type Quotation,
} from "./verify-quotes";

export { quotationMatches } from "./verify-quotes";

/** Most entries listed under a reply. */
export const MAX_VERSE_ENTRIES = 8;
/** A cited reference owns a quotation that starts within this many characters after it. */
const QUOTE_AFTER_REFERENCE_GAP = 80;
/** A quotation followed this closely by a reference belongs to that reference. */
const REFERENCE_AFTER_QUOTE_GAP = 12;

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

  for (const { said, edit } of misquotedAttributions(paragraph, citations, locale)) {
    corrections.push({ kind: "misquote", found: said });
    replacements.push(edit);
  }

  if (options.removePhoneNumbers) {
    for (const match of paragraph.matchAll(PHONE_NUMBER)) {
      if ((match[0].match(/\d/gu)?.length ?? 0) < 7) continue;
      corrections.push({ kind: "phone-number", found: match[0] });
      removeSentenceAt(match.index);
    }
  }
  return applyEdits(paragraph, removals, replacements);
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
