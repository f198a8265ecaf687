import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { unauthorized } from "@/lib/api/errors";
import { getDb, type Database } from "@/lib/db/client";
import { bookmarks, bookmarkTags, tags, users, type BookmarkRow } from "@/lib/db/schema";
import { bookmarkTagNames } from "./rules";
import type { Bookmark, BookmarkType, Tag, VerseReference } from "./schemas";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

/** A bookmark ready to be stored: its title built and its reference checked. */
export interface NewBookmark {
  type: BookmarkType;
  title: string;
  content: string;
  /** The member's names; the type's required tag is added here. */
  tagNames: string[];
  verse: VerseReference | null;
  messageId: string | null;
}

export type CreateBookmarkResult =
  | { outcome: "created"; bookmark: Bookmark }
  /** The verse or chat message was already kept: that bookmark, with the new tags. */
  | { outcome: "existing"; bookmark: Bookmark }
  | { outcome: "limit-reached" };

export interface BookmarkChanges {
  title?: string;
  content?: string;
  tagNames?: string[];
}

const tagOrder = [asc(sql`lower(${tags.name})`), asc(tags.name)];

function toBookmark(row: BookmarkRow, bookmarkTagList: Tag[]): Bookmark {
  const verse =
    row.bookmarkType === "VERSE" &&
    row.bookId !== null &&
    row.chapter !== null &&
    row.verseStart !== null &&
    row.verseEnd !== null &&
    row.translation !== null
      ? {
          book: row.bookId,
          chapter: row.chapter,
          verse_start: row.verseStart,
          verse_end: row.verseEnd,
          translation: row.translation,
        }
      : null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    bookmark_type: row.bookmarkType,
    tags: bookmarkTagList,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ai_insights: null,
    verse,
    message_id: row.messageId,
  };
}

/** The member's bookmarks (or the one with `id`), newest first, each with its tags by name. */
async function readBookmarks(db: Executor, userId: string, id?: string): Promise<Bookmark[]> {
  const rows = await db
    .select()
    .from(bookmarks)
    .where(
      id ? and(eq(bookmarks.userId, userId), eq(bookmarks.id, id)) : eq(bookmarks.userId, userId),
    )
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  if (rows.length === 0) return [];
  // A bookmark only ever carries its owner's tags, so the owner's tags find every link.
  const links = await db
    .select({ bookmarkId: bookmarkTags.bookmarkId, id: tags.id, name: tags.name })
    .from(bookmarkTags)
    .innerJoin(tags, eq(tags.id, bookmarkTags.tagId))
    .where(id ? eq(bookmarkTags.bookmarkId, id) : eq(tags.userId, userId))
    .orderBy(...tagOrder);
  const tagsByBookmark = new Map<string, Tag[]>();
  for (const link of links) {
    const list = tagsByBookmark.get(link.bookmarkId) ?? [];
    list.push({ id: link.id, name: link.name });
    tagsByBookmark.set(link.bookmarkId, list);
  }
  return rows.map((row) => toBookmark(row, tagsByBookmark.get(row.id) ?? []));
}

/** The ids of the member's tags with these names, creating the ones that do not exist yet. */
async function ensureTags(tx: Executor, userId: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  // One order for every transaction, so two that create the same new tags never deadlock.
  const ordered = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  // Conflicts are on (user_id, lower(name)): another spelling of a name reuses the existing tag.
  await tx
    .insert(tags)
    .values(ordered.map((name) => ({ userId, name })))
    .onConflictDoNothing();
  const lowered = sql.join(
    names.map((name) => sql`lower(${name})`),
    sql`, `,
  );
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.userId, userId), sql`lower(${tags.name}) in (${lowered})`));
  return rows.map((row) => row.id);
}

async function replaceTags(
  tx: Executor,
  {
    userId,
    bookmarkId,
    type,
    names,
  }: { userId: string; bookmarkId: string; type: BookmarkType; names: string[] },
): Promise<void> {
  const tagIds = await ensureTags(tx, userId, bookmarkTagNames(type, names));
  await tx.delete(bookmarkTags).where(eq(bookmarkTags.bookmarkId, bookmarkId));
  if (tagIds.length > 0) {
    await tx.insert(bookmarkTags).values(tagIds.map((tagId) => ({ bookmarkId, tagId })));
  }
}

/** The member's bookmark of the same verse or chat message, which the insert ran into. */
async function findKeptTwin(tx: Executor, userId: string, bookmark: NewBookmark): Promise<string> {
  const { verse, messageId } = bookmark;
  const sameTarget = verse
    ? and(
        eq(bookmarks.bookmarkType, "VERSE"),
        eq(bookmarks.translation, verse.translation),
        eq(bookmarks.bookId, verse.book),
        eq(bookmarks.chapter, verse.chapter),
        eq(bookmarks.verseStart, verse.verse_start),
        eq(bookmarks.verseEnd, verse.verse_end),
      )
    : messageId
      ? eq(bookmarks.messageId, messageId)
      : undefined;
  const [twin] = sameTarget
    ? await tx
        .select({ id: bookmarks.id })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), sameTarget))
    : [];
  if (!twin) throw new Error(`A new bookmark of ${userId} conflicted with none of theirs.`);
  return twin.id;
}

class LimitReached extends Error {}

/**
 * Saves a bookmark. The member's users row is locked first, so a member's creates run one at a
 * time on every driver and the count after the insert is exact: past `limit` (null: unlimited)
 * the transaction rolls back. A verse or chat message already kept hits a unique index instead:
 * that bookmark gets the new tags and the limit is not touched.
 */
export async function createBookmark({
  userId,
  bookmark,
  limit,
}: {
  userId: string;
  bookmark: NewBookmark;
  limit: number | null;
}): Promise<CreateBookmarkResult> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // "No key update" still lets other transactions insert rows that reference the member.
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for("no key update");
      if (!member) throw unauthorized();

      const [inserted] = await tx
        .insert(bookmarks)
        .values({
          userId,
          title: bookmark.title,
          content: bookmark.content,
          bookmarkType: bookmark.type,
          bookId: bookmark.verse?.book ?? null,
          chapter: bookmark.verse?.chapter ?? null,
          verseStart: bookmark.verse?.verse_start ?? null,
          verseEnd: bookmark.verse?.verse_end ?? null,
          translation: bookmark.verse?.translation ?? null,
          messageId: bookmark.messageId,
        })
        // The partial unique indexes (one bookmark per verse, one per chat message) are the conflicts.
        .onConflictDoNothing()
        .returning({ id: bookmarks.id });

      if (inserted && limit !== null) {
        const [{ saved }] = await tx
          .select({ saved: count() })
          .from(bookmarks)
          .where(eq(bookmarks.userId, userId));
        if (saved > limit) throw new LimitReached();
      }
      const bookmarkId = inserted?.id ?? (await findKeptTwin(tx, userId, bookmark));
      if (!inserted) {
        await tx
          .update(bookmarks)
          .set({ updatedAt: sql`now()` })
          .where(eq(bookmarks.id, bookmarkId));
      }
      await replaceTags(tx, { userId, bookmarkId, type: bookmark.type, names: bookmark.tagNames });
      const [saved] = await readBookmarks(tx, userId, bookmarkId);
      return { outcome: inserted ? "created" : "existing", bookmark: saved };
    });
  } catch (error) {
    if (error instanceof LimitReached) return { outcome: "limit-reached" };
    throw error;
  }
}

export async function listBookmarks({ userId }: { userId: string }): Promise<Bookmark[]> {
  return readBookmarks(await getDb(), userId);
}

/** The member's bookmark with this id, or null (also when it is another member's). */
export async function getBookmark({
  userId,
  id,
}: {
  userId: string;
  id: string;
}): Promise<Bookmark | null> {
  const [bookmark] = await readBookmarks(await getDb(), userId, id);
  return bookmark ?? null;
}

/** Changes what is sent; tag names replace the set (the type's required tag stays). Null if not the member's. */
export async function updateBookmark({
  userId,
  id,
  changes,
}: {
  userId: string;
  id: string;
  changes: BookmarkChanges;
}): Promise<Bookmark | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookmarks)
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
      .returning({ type: bookmarks.bookmarkType });
    if (!row) return null;
    if (changes.tagNames) {
      await replaceTags(tx, { userId, bookmarkId: id, type: row.type, names: changes.tagNames });
    }
    const [updated] = await readBookmarks(tx, userId, id);
    return updated;
  });
}

/** Deletes the member's bookmark; its tags stay for reuse. False if there was none of theirs. */
export async function deleteBookmark({
  userId,
  id,
}: {
  userId: string;
  id: string;
}): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}

/** Every tag the member has made, by name. */
export async function listTags({ userId }: { userId: string }): Promise<Tag[]> {
  const db = await getDb();
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.userId, userId))
    .orderBy(...tagOrder);
}
