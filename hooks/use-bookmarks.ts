"use client";

import useSWR, { useSWRConfig } from "swr";
import {
  createBookmark,
  deleteBookmark,
  fetchBookmarks,
  fetchTags,
  updateBookmark,
  type BookmarksCaller,
} from "@/lib/bookmarks/client";
import type { Bookmark, BookmarkCreate, BookmarkUpdate, Tag } from "@/lib/bookmarks/schemas";

interface BookmarksResources {
  bookmarks: Bookmark[];
  tags: Tag[];
}
type BookmarksResource = keyof BookmarksResources;
type BookmarksKey<R extends BookmarksResource> = readonly [resource: R, userId: string];

const loaders: {
  [R in BookmarksResource]: (caller: BookmarksCaller) => Promise<BookmarksResources[R]>;
} = { bookmarks: fetchBookmarks, tags: fetchTags };

/** The one fetcher behind every bookmarks key: the key names the resource and the member. */
function bookmarksFetcher<R extends BookmarksResource>([
  resource,
  userId,
]: BookmarksKey<R>): Promise<BookmarksResources[R]> {
  return loaders[resource]({ userId });
}

function bookmarksKey<R extends BookmarksResource>(
  resource: R,
  caller: BookmarksCaller | null,
): BookmarksKey<R> | null {
  return caller ? [resource, caller.userId] : null;
}

let pendingCount = 0;
const PENDING_PREFIX = "pending-";

/** A bookmark shown before the server has saved it: it has no id to change or delete yet. */
export function isPendingBookmark(bookmark: Pick<Bookmark, "id">): boolean {
  return bookmark.id.startsWith(PENDING_PREFIX);
}

/** What a new bookmark looks like until the server answers with the real one. */
function pendingBookmark(body: BookmarkCreate): Bookmark {
  const now = new Date().toISOString();
  pendingCount += 1;
  return {
    id: `${PENDING_PREFIX}${pendingCount}`,
    title: body.title ?? "",
    content: body.content,
    bookmark_type: body.bookmark_type,
    tags: (body.tag_names ?? []).map((name) => ({ id: `${PENDING_PREFIX}${name}`, name })),
    created_at: now,
    updated_at: now,
    ai_insights: null,
    verse: body.verse ?? null,
    message_id: null,
  };
}

function withUpdate(bookmark: Bookmark, update: BookmarkUpdate): Bookmark {
  const tags = update.tag_names?.map(
    (name) =>
      bookmark.tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase()) ?? {
        id: `${PENDING_PREFIX}${name}`,
        name,
      },
  );
  return {
    ...bookmark,
    title: update.title ?? bookmark.title,
    content: update.content ?? bookmark.content,
    tags: tags ?? bookmark.tags,
    updated_at: new Date().toISOString(),
  };
}

function sameVerse(a: Bookmark, b: Bookmark): boolean {
  if (!a.verse || !b.verse) return false;
  return (
    a.verse.book === b.verse.book &&
    a.verse.chapter === b.verse.chapter &&
    a.verse.verse_start === b.verse.verse_start &&
    a.verse.verse_end === b.verse.verse_end &&
    a.verse.translation === b.verse.translation
  );
}

/** The member's tags (GET /bookmarks/tags/). */
export function useBookmarkTags(caller: BookmarksCaller | null) {
  const { data, error, isLoading } = useSWR(bookmarksKey("tags", caller), bookmarksFetcher<"tags">);
  return { tags: data, error: error as unknown, isLoading };
}

/**
 * The member's bookmarks (GET /bookmarks/) and the changes to them. Each change shows at once and
 * rolls back if the server refuses it; the caller shows the toast. The list is kept as the
 * server answers, with no refetch after each change; the tags are fetched again when new names
 * may have been created.
 */
export function useBookmarks(caller: BookmarksCaller | null) {
  const key = bookmarksKey("bookmarks", caller);
  const { data, error, isLoading, mutate } = useSWR(key, bookmarksFetcher<"bookmarks">);
  const { mutate: mutateKey } = useSWRConfig();

  function requireKey() {
    if (!caller || !key) throw new Error("Bookmarks need a signed-in member.");
    return { member: caller, listKey: key };
  }

  const refreshTags = () => mutateKey(bookmarksKey("tags", caller));
  // A change made before the list arrived has no list to go into, and SWR drops the answer on its
  // way because it predates the change: the list is asked for again instead.
  const revalidate = data === undefined;

  async function create(body: BookmarkCreate): Promise<Bookmark> {
    const { member, listKey } = requireKey();
    const pending = pendingBookmark(body);
    // The same verse saved again updates the first bookmark on the server: it takes its place.
    const without = (list: Bookmark[] = [], saved: Bookmark) =>
      list.filter(
        (bookmark) =>
          bookmark.id !== pending.id && bookmark.id !== saved.id && !sameVerse(bookmark, saved),
      );
    const created = await mutateKey<Bookmark[], Bookmark>(listKey, createBookmark(member, body), {
      optimisticData: (current) => [pending, ...without(current, pending)],
      populateCache: (saved, current) => [saved, ...without(current, saved)],
      revalidate,
    });
    void refreshTags();
    return created!;
  }

  async function update(id: string, changes: BookmarkUpdate): Promise<Bookmark> {
    const { member, listKey } = requireKey();
    const updated = await mutateKey<Bookmark[], Bookmark>(
      listKey,
      updateBookmark(member, id, changes),
      {
        optimisticData: (current = []) =>
          current.map((bookmark) =>
            bookmark.id === id ? withUpdate(bookmark, changes) : bookmark,
          ),
        populateCache: (saved, current = []) =>
          current.map((bookmark) => (bookmark.id === saved.id ? saved : bookmark)),
        revalidate,
      },
    );
    if (changes.tag_names) void refreshTags();
    return updated!;
  }

  async function remove(id: string): Promise<void> {
    const { member, listKey } = requireKey();
    const without = (current: Bookmark[] = []) => current.filter((bookmark) => bookmark.id !== id);
    await mutateKey<Bookmark[], void>(listKey, deleteBookmark(member, id), {
      optimisticData: without,
      populateCache: (_, current) => without(current),
      revalidate,
    });
  }

  return {
    bookmarks: data,
    error: error as unknown,
    isLoading,
    retry: () => mutate(),
    create,
    update,
    remove,
  };
}
