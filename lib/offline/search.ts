import { createBibleSearcher, searchPageOf, type BibleSearcher } from "@/lib/bible/search-engine";
import { buildSearchIndex } from "@/lib/bible/search-index";
import { MAX_SEARCH_LIMIT } from "@/lib/bible/search-limits";
import { escapeHtml, offlinePage } from "./page-shell";
import { chapterPath } from "./render-chapter";
import type { OfflineBundle } from "./schemas";

/** Verses the offline search page lists. */
const PAGE_RESULTS = 50;

/**
 * The server's search over a downloaded translation: the same index and ranking, built on the
 * device from the bundle the first time it is searched.
 */
export function bundleSearcher(bundle: OfflineBundle): BibleSearcher {
  const chapters = new Map(
    bundle.books.map((book) => [
      book.id,
      book.chapters.map((verses, index) => ({ chapter: index + 1, verses })),
    ]),
  );
  return createBibleSearcher(buildSearchIndex(chapters, bundle.locale === "en"), bundle.locale);
}

function boundedInteger(value: string | null, min: number, max: number, fallback: number) {
  const number = Number(value ?? Number.NaN);
  return Number.isInteger(number) ? Math.min(Math.max(number, min), max) : fallback;
}

/**
 * `GET /api/v1/bible/search/books/` answered on the device, in the API's shape, when the reader
 * is offline; undefined when the request asks for another version than the downloaded one.
 */
export function offlineSearchResponse(
  bundle: OfflineBundle,
  searcher: BibleSearcher,
  url: URL,
): Response | undefined {
  const version = url.searchParams.get("version");
  if (version && version !== bundle.version) return undefined;
  const results = searcher.search(url.searchParams.get("search") ?? "", {
    limit: boundedInteger(url.searchParams.get("limit"), 1, MAX_SEARCH_LIMIT, 50),
    offset: boundedInteger(url.searchParams.get("offset"), 0, Number.MAX_SAFE_INTEGER, 0),
  });
  return Response.json(searchPageOf(results));
}

function highlighted(text: string, highlights: ReadonlyArray<[number, number]>): string {
  let html = "";
  let position = 0;
  for (const [start, end] of highlights) {
    if (start < position) continue;
    html += `${escapeHtml(text.slice(position, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    position = end;
  }
  return html + escapeHtml(text.slice(position));
}

/** The offline search page: the verses that match, each a link to its place in its chapter. */
export function renderOfflineSearch(
  bundle: OfflineBundle,
  searcher: BibleSearcher,
  query: string,
): string {
  const trimmed = query.trim();
  const { hits, total } = searcher.search(trimmed, { limit: PAGE_RESULTS });
  const bookIndexes = new Map(bundle.books.map((book, index) => [book.id, index]));
  const items = hits
    .map((hit) => {
      const href = `${chapterPath(bundle, bookIndexes.get(hit.bookId) ?? 0, hit.chapter)}#v${hit.verse}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(`${hit.book} ${hit.chapter}:${hit.verse}`)}</a> ${highlighted(hit.text, hit.highlights)}</li>`;
    })
    .join("");
  const summary =
    total === 0
      ? bundle.labels.noResults.replace("{query}", trimmed)
      : bundle.labels.searchCount.replace("{count}", String(total));
  return offlinePage(bundle, {
    title: bundle.labels.searchTitle.replace("{query}", trimmed),
    query: trimmed,
    body: `<p role="status">${escapeHtml(summary)}</p><ol>${items}</ol>`,
  });
}
