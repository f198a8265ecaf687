/** Reading the server-rendered verse rows: the reader's client code works on them by id. */

/** The CSS Custom Highlight that marks the words the in-chapter filter found. */
export const FILTER_HIGHLIGHT_NAME = "bible-filter";

export function verseListElement(): HTMLElement | null {
  return document.getElementById("verse-list");
}

export function verseRows(): HTMLElement[] {
  return Array.from(verseListElement()?.querySelectorAll<HTMLElement>("li[data-verse]") ?? []);
}

export function verseRow(verse: number): HTMLElement | null {
  return verseListElement()?.querySelector<HTMLElement>(`li[data-verse="${verse}"]`) ?? null;
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
