import { chapterPath, verseElementId } from "@/components/bible/chapter-path";
import type { VerseReference } from "@/lib/bookmarks/schemas";
import type { Locale } from "@/lib/i18n/locales";

/** Per Bible version: the reader's language for it and its book names there, by book id. */
export type VerseBooks = Record<string, { locale: Locale; names: Record<string, string> }>;

/**
 * The reader's address of a bookmarked verse, in the version it was saved from (its text is the
 * bookmark's content): `/sw/biblia/Yohana/3#v16`. Null for a version or book this site lacks.
 */
export function verseHref(verse: VerseReference, books: VerseBooks): string | null {
  const version = books[verse.translation];
  const bookName = version?.names[verse.book];
  if (!version || !bookName) return null;
  return `${chapterPath(version.locale, bookName, verse.chapter)}#${verseElementId(verse.verse_start)}`;
}
