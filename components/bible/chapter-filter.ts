import { readerActions } from "./reader-store";
import { FILTER_HIGHLIGHT_NAME, foldText, verseRows, verseRowText } from "./verse-dom";

type HighlightRegistry = Map<string, unknown>;
type HighlightConstructor = new (...ranges: Range[]) => unknown;

function highlightApi(): { registry: HighlightRegistry; Highlight: HighlightConstructor } | null {
  const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined)
    ?.highlights;
  const Highlight = (globalThis as unknown as { Highlight?: HighlightConstructor }).Highlight;
  return registry && Highlight ? { registry, Highlight } : null;
}

/** Ranges of the matched words inside one verse's text nodes (words split by markup are skipped). */
function matchRanges(row: HTMLElement, needle: string): Range[] {
  const body = row.querySelector("[data-verse-text]");
  if (!body) return [];
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("[data-nocopy]")
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    // Folding keeps lengths only for precomposed-free text; compare lower-cased text when it does not.
    const folded = foldText(text);
    const haystack = folded.length === text.length ? folded : text.toLowerCase();
    const target = folded.length === text.length ? needle : needle.toLowerCase();
    for (
      let index = haystack.indexOf(target);
      index !== -1;
      index = haystack.indexOf(target, index + target.length)
    ) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + target.length);
      ranges.push(range);
    }
  }
  return ranges;
}

/**
 * Marks the rows whose text contains `needle` (already folded) and, where the browser can
 * highlight text, the words themselves; counts them in the reader's state. Returns the undo.
 */
export function markMatchingVerses(needle: string): () => void {
  const rows = verseRows();
  const api = highlightApi();
  const ranges: Range[] = [];
  let matches = 0;
  for (const row of rows) {
    const isMatch = foldText(verseRowText(row)).includes(needle);
    row.toggleAttribute("data-filter-match", isMatch);
    if (!isMatch) continue;
    matches += 1;
    if (api) ranges.push(...matchRanges(row, needle));
  }
  if (api) {
    if (ranges.length > 0) api.registry.set(FILTER_HIGHLIGHT_NAME, new api.Highlight(...ranges));
    else api.registry.delete(FILTER_HIGHLIGHT_NAME);
  }
  readerActions.setFilterCount(rows.length > 0 ? matches : null);
  return () => {
    for (const row of rows) row.removeAttribute("data-filter-match");
    api?.registry.delete(FILTER_HIGHLIGHT_NAME);
    readerActions.setFilterCount(null);
  };
}
