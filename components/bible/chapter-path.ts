import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";

/**
 * A chapter page's path from the book's name in the page's language: what `chapterHref` gives
 * the server, without the book table the browser does not load.
 */
export function chapterPath(locale: Locale, bookName: string, chapter: number): string {
  return localizedPathname({
    href: {
      pathname: "/bible/[book]/[chapter]",
      params: { book: bookName, chapter: String(chapter) },
    },
    locale,
  });
}

/** The element id of a verse row, also the URL fragment of a verse link (`#v16`). */
export function verseElementId(verse: number): string {
  return `v${verse}`;
}

export function verseFromHash(hash: string): number | undefined {
  const match = /^#v(\d{1,3})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}
