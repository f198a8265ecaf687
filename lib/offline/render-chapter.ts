import type { OfflineBundle } from "./schemas";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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

function chapterPath(bundle: OfflineBundle, bookIndex: number, chapter: number) {
  return `${bundle.basePath}/${encodeURIComponent(bundle.books[bookIndex].name)}/${chapter}`;
}

/**
 * A chapter of a downloaded translation as a page of its own, for the service worker to answer
 * with when the reader is offline and never opened that chapter. No scripts: it needs nothing.
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
  return `<!doctype html>
<html lang="${bundle.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:18px/1.7 Georgia,serif;background:#faf7f0;color:#1f2126}
@media (prefers-color-scheme:dark){body{background:#1f2126;color:#ece8df}a{color:#aab4ff}}
main{max-width:42rem;margin:0 auto;padding:1rem 1.25rem 3rem}
p.notice{font:14px/1.4 system-ui,sans-serif;background:#2f3a8f;color:#fff;padding:.5rem .75rem;border-radius:.5rem}
h1{font-size:1.8rem;margin:1.25rem 0 .25rem}
p.version{font:14px system-ui,sans-serif;opacity:.75;margin:0 0 1rem}
ol{list-style:none;padding:0}li{margin:.35rem 0}sup{font:12px system-ui,sans-serif;opacity:.7}
nav{display:flex;justify-content:space-between;font:16px system-ui,sans-serif;margin-top:2rem}
a{color:#2f3a8f}
</style>
</head>
<body>
<main>
<p class="notice" role="status">${escapeHtml(bundle.labels.notice)}</p>
<h1>${escapeHtml(title)}</h1>
<p class="version">${escapeHtml(bundle.name)}</p>
<ol id="verse-list">${items}</ol>
<nav aria-label="${escapeHtml(title)}">${link(previous, bundle.labels.previous)}${link(next, bundle.labels.next)}</nav>
</main>
</body>
</html>`;
}
