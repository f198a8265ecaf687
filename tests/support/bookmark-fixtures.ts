import type { Bookmark, BookmarkType, VerseReference } from "@/lib/bookmarks/schemas";

let counter = 0;

/** A bookmark as the API returns it, for component and unit tests. */
export function testBookmark(
  fields: Partial<Omit<Bookmark, "tags">> & { tags?: string[]; type?: BookmarkType } = {},
): Bookmark {
  counter += 1;
  const { tags = [], type = "NOTE", ...rest } = fields;
  const created = fields.created_at ?? new Date(Date.UTC(2025, 0, counter)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    title: `Bookmark ${counter}`,
    content: `Content ${counter}`,
    bookmark_type: type,
    tags: tags.map((name, index) => ({ id: `tag-${index}-${name}`, name })),
    created_at: created,
    updated_at: created,
    ai_insights: null,
    verse: null,
    message_id: null,
    ...rest,
  };
}

export function testVerse(fields: Partial<VerseReference> = {}): VerseReference {
  return {
    book: "John",
    chapter: 3,
    verse_start: 16,
    verse_end: 16,
    translation: "WEB",
    ...fields,
  };
}
