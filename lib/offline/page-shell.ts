import type { OfflineBundle } from "./schemas";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Where the pages the service worker draws send a search of the downloaded translation. */
export function offlineSearchPath(locale: string): string {
  return `/offline-bible/search/${locale}`;
}

function searchForm(bundle: OfflineBundle, query: string): string {
  return `<form role="search" method="get" action="${offlineSearchPath(bundle.locale)}">
<label for="q">${escapeHtml(bundle.labels.searchLabel)}</label>
<div><input id="q" name="q" type="search" value="${escapeHtml(query)}" required>
<button type="submit">${escapeHtml(bundle.labels.searchButton)}</button></div>
</form>`;
}

/**
 * A page of the downloaded translation, drawn by the service worker without the app: no scripts,
 * since it needs none, and the offline notice and search on top.
 */
export function offlinePage(
  bundle: OfflineBundle,
  { title, body, query = "" }: { title: string; body: string; query?: string },
): string {
  return `<!doctype html>
<html lang="${bundle.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:18px/1.7 Georgia,serif;background:#faf7f0;color:#1f2126}
@media (prefers-color-scheme:dark){body{background:#1f2126;color:#ece8df}a{color:#aab4ff}input,button{background:#2b2e35;color:#ece8df}}
main{max-width:42rem;margin:0 auto;padding:1rem 1.25rem 3rem}
p.notice{font:14px/1.4 system-ui,sans-serif;background:#2f3a8f;color:#fff;padding:.5rem .75rem;border-radius:.5rem}
form{font:15px system-ui,sans-serif;margin:1rem 0}form div{display:flex;gap:.5rem;margin-top:.25rem}
input{flex:1;min-width:0;font:16px system-ui,sans-serif;padding:.5rem;border:1px solid #8a8f9c;border-radius:.5rem}
button{font:15px system-ui,sans-serif;padding:.5rem 1rem;border:1px solid #2f3a8f;border-radius:.5rem}
h1{font-size:1.8rem;margin:1.25rem 0 .25rem}
p.version{font:14px system-ui,sans-serif;opacity:.75;margin:0 0 1rem}
ol{list-style:none;padding:0}li{margin:.35rem 0}sup{font:12px system-ui,sans-serif;opacity:.7}
nav{display:flex;justify-content:space-between;font:16px system-ui,sans-serif;margin-top:2rem}
a{color:#2f3a8f}mark{background:#f6e39b;color:inherit}
</style>
</head>
<body>
<main>
<p class="notice" role="status">${escapeHtml(bundle.labels.notice)}</p>
${searchForm(bundle, query)}
<h1>${escapeHtml(title)}</h1>
<p class="version">${escapeHtml(bundle.name)}</p>
${body}
</main>
</body>
</html>`;
}
