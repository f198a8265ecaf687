/** Reading the server-rendered verse rows: the reader's client code works on them by id. */
import { verseElementId, verseFromHash } from "./chapter-path";

/** The CSS Custom Highlight that marks the words the in-chapter filter found. */
export const FILTER_HIGHLIGHT_NAME = "bible-filter";

export function verseListElement(): HTMLElement | null {
  return document.getElementById("verse-list");
}

export function verseRows(): HTMLElement[] {
  return Array.from(verseListElement()?.querySelectorAll<HTMLElement>(":scope > li") ?? []);
}

export function verseRow(verse: number): HTMLElement | null {
  return verseListElement()?.querySelector<HTMLElement>(`#${verseElementId(verse)}`) ?? null;
}

/** The row holding an element of the verse list, if any. */
export function verseRowOf(element: Element): HTMLElement | null {
  const row = element.closest<HTMLElement>("li");
  return row?.parentElement === verseListElement() ? row : null;
}

/** A row's verse number, read from its id ("v16"): every row would otherwise write it twice. */
export function verseNumberOf(row: HTMLElement): number | undefined {
  return verseFromHash(`#${row.id}`);
}

/** The plain text of a verse row, without its number, footnote markers and headings. */
export function verseRowText(row: HTMLElement): string {
  const body = row.querySelector("[data-verse-text]");
  if (!body) return "";
  const copy = body.cloneNode(true) as HTMLElement;
  for (const excluded of copy.querySelectorAll("[data-nocopy]")) excluded.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Case- and accent-insensitive form for substring matching. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
