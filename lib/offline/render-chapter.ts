import { escapeHtml, offlinePage } from "./page-shell";
import type { OfflineBundle } from "./schemas";

/** The chapter a reader's address names in a downloaded translation: `/sw/biblia/Ufunuo/22`. */
export function chapterOfPath(bundle: OfflineBundle, pathname: string) {
  if (!pathname.startsWith(`${bundle.basePath}/`)) return null;
  const [segment, chapterText, ...rest] = pathname.slice(bundle.basePath.length + 1).split("/");
  if (!segment || !chapterText || rest.length > 1) return null;
  let name: string;
  try {
    name = decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
  const bookIndex = bundle.books.findIndex(
    (book) => book.name.toLowerCase() === name || book.id.toLowerCase() === name,
  );
  const chapter = Number(chapterText);
  const verses = bundle.books[bookIndex]?.chapters[chapter - 1];
  return verses ? { bookIndex, chapter, verses } : null;
}

export function chapterPath(bundle: OfflineBundle, bookIndex: number, chapter: number) {
  return `${bundle.basePath}/${encodeURIComponent(bundle.books[bookIndex].name)}/${chapter}`;
}

/**
 * A chapter of a downloaded translation as a page of its own, for the service worker to answer
 * with when the reader is offline and never opened that chapter.
 */
export function renderOfflineChapter(bundle: OfflineBundle, pathname: string): string | null {
  const found = chapterOfPath(bundle, pathname);
  if (!found) return null;
  const { bookIndex, chapter, verses } = found;
  const book = bundle.books[bookIndex];
  const title = bundle.labels.chapterTitle
    .replace("{book}", book.name)
    .replace("{chapter}", String(chapter));
  const previous =
    chapter > 1
      ? chapterPath(bundle, bookIndex, chapter - 1)
      : bookIndex > 0
        ? chapterPath(bundle, bookIndex - 1, bundle.books[bookIndex - 1].chapters.length)
        : null;
  const next =
    chapter < book.chapters.length
      ? chapterPath(bundle, bookIndex, chapter + 1)
      : bookIndex < bundle.books.length - 1
        ? chapterPath(bundle, bookIndex + 1, 1)
        : null;
  const link = (href: string | null, label: string) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : "<span></span>";
  const items = verses
    .map(
      (text, index) =>
        `<li id="v${index + 1}" data-verse="${index + 1}"><sup>${index + 1}</sup> ${escapeHtml(text)}</li>`,
    )
    .join("");
  return offlinePage(bundle, {
    title,
    body: `<ol id="verse-list">${items}</ol>
<nav aria-label="${escapeHtml(title)}">${link(previous, bundle.labels.previous)}${link(next, bundle.labels.next)}</nav>`,
  });
}
