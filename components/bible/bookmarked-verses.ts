import type { Bookmark } from "@/lib/bookmarks/schemas";

/** One chapter in one Bible version, as a verse bookmark's reference names it. */
export interface VersionChapter {
  bookId: string;
  chapter: number;
  /** Version id, e.g. "WEB". */
  translation: string;
}

function inChapter(bookmark: Bookmark, { bookId, chapter, translation }: VersionChapter) {
  const verse = bookmark.verse;
  return (
    bookmark.bookmark_type === "VERSE" &&
    verse !== null &&
    verse.book === bookId &&
    verse.chapter === chapter &&
    verse.translation === translation
  );
}

/** The verses of the chapter that one of the bookmarks covers. */
export function bookmarkedVerses(bookmarks: readonly Bookmark[], at: VersionChapter): Set<number> {
  const verses = new Set<number>();
  for (const bookmark of bookmarks) {
    if (!inChapter(bookmark, at) || !bookmark.verse) continue;
    for (let verse = bookmark.verse.verse_start; verse <= bookmark.verse.verse_end; verse += 1)
      verses.add(verse);
  }
  return verses;
}

/** The member's bookmark of exactly this one verse, which saving again updates. */
export function verseBookmark(
  bookmarks: readonly Bookmark[],
  at: VersionChapter,
  verse: number,
): Bookmark | undefined {
  return bookmarks.find(
    (bookmark) =>
      inChapter(bookmark, at) &&
      bookmark.verse?.verse_start === verse &&
      bookmark.verse.verse_end === verse,
  );
}

/** Texts formatted on the server keep this placeholder for the verse the reader picks. */
export const REFERENCE_PLACEHOLDER = "{reference}";

export function fillReference(label: string, reference: string): string {
  return label.replace(REFERENCE_PLACEHOLDER, reference);
}
