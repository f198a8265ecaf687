import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { bookmarks, bookmarkTags, tags } from "@/lib/db/schema";
import type { Tag } from "./schemas";

export interface MessageBookmark {
  id: string;
  tags: Tag[];
}

/**
 * The user's bookmarks of the given chat messages, by message id, each with its tags (by name):
 * the chat shows a reply as bookmarked from this, never by matching texts.
 */
export async function findMessageBookmarks({
  userId,
  messageIds,
}: {
  userId: string;
  messageIds: string[];
}): Promise<Map<string, MessageBookmark>> {
  const found = new Map<string, MessageBookmark>();
  if (messageIds.length === 0) return found;
  const db = await getDb();
  const rows = await db
    .select({
      messageId: bookmarks.messageId,
      bookmarkId: bookmarks.id,
      tagId: tags.id,
      tagName: tags.name,
    })
    .from(bookmarks)
    .leftJoin(bookmarkTags, eq(bookmarkTags.bookmarkId, bookmarks.id))
    .leftJoin(tags, eq(tags.id, bookmarkTags.tagId))
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.messageId, messageIds)))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    if (!row.messageId) continue;
    let bookmark = found.get(row.messageId);
    if (!bookmark) {
      bookmark = { id: row.bookmarkId, tags: [] };
      found.set(row.messageId, bookmark);
    }
    if (row.tagId && row.tagName) bookmark.tags.push({ id: row.tagId, name: row.tagName });
  }
  return found;
}
