import type { BibleBookResponseItem } from "@/lib/bible/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { foldText } from "./verse-dom";

/** A book the search box's text names, ready to link to. */
export interface BookMatch {
  id: string;
  /** In the page's language. */
  name: string;
  testament: BibleBookResponseItem["testament"];
  chapters: number;
}

/**
 * The spec's book-name rule for a search: books whose name, in the reader's language or in the
 * original (English) one, contains the query, ignoring case (and accents).
 */
export function matchingBooks(
  items: readonly BibleBookResponseItem[],
  query: string,
  locale: Locale,
): BookMatch[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  const matches: BookMatch[] = [];
  for (const item of items) {
    const names = [item.name, item.name_en, item.name_sw].filter((name): name is string =>
      Boolean(name),
    );
    if (!names.some((name) => foldText(name).includes(needle))) continue;
    // The list kept on the device may come from the other language: each entry has both names.
    const name = (locale === "sw" ? item.name_sw : item.name_en) ?? item.name;
    const id = item.id ?? item.name_en ?? item.name;
    if (matches.some((match) => match.id === id)) continue;
    matches.push({ id, name, testament: item.testament, chapters: item.chapter });
  }
  return matches;
}

/** [start, end) spans of `text` to mark: the server's offsets when given, else the query's words. */
export function highlightSpans(
  text: string,
  query: string,
  offsets?: ReadonlyArray<readonly [number, number]>,
): Array<[number, number]> {
  const valid = (offsets ?? []).filter(
    ([start, end]) => start >= 0 && end <= text.length && start < end,
  );
  const spans: Array<[number, number]> = valid.length
    ? valid.map(([start, end]) => [start, end])
    : termSpans(text, query);
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

function termSpans(text: string, query: string): Array<[number, number]> {
  const words = query
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return [];
  return Array.from(text.matchAll(new RegExp(words.join("|"), "giu")), (match) => [
    match.index,
    match.index + match[0].length,
  ]);
}
