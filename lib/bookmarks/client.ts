import { z } from "zod";
import { ApiError, apiRequest, type ApiRequestOptions } from "@/lib/api/client";
import { getApiToken } from "@/lib/auth/client";
import type { Locale } from "@/lib/i18n/locales";
import {
  BOOKMARK_LIMIT_CODE,
  bookmarkSchema,
  tagSchema,
  type Bookmark,
  type BookmarkCreate,
  type BookmarkUpdate,
  type Tag,
} from "./schemas";

/**
 * Who calls, and in which language (the device's when unset): the server words a free member's
 * limit in that language.
 */
export interface BookmarksCaller {
  userId: string;
  locale?: Locale;
}

const bookmarkListSchema = z.array(bookmarkSchema);
const tagListSchema = z.array(tagSchema);

async function call(
  caller: BookmarksCaller,
  path: string,
  options: Omit<ApiRequestOptions, "token" | "locale"> = {},
): Promise<unknown> {
  const token = await getApiToken(caller.userId);
  return apiRequest<unknown>(path, { ...options, token, locale: caller.locale });
}

/** GET /bookmarks/: the member's bookmarks, newest first. */
export async function fetchBookmarks(caller: BookmarksCaller): Promise<Bookmark[]> {
  return bookmarkListSchema.parse(await call(caller, "bookmarks/"));
}

/** GET /bookmarks/tags/: every tag the member has. */
export async function fetchTags(caller: BookmarksCaller): Promise<Tag[]> {
  return tagListSchema.parse(await call(caller, "bookmarks/tags/"));
}

export async function createBookmark(
  caller: BookmarksCaller,
  body: BookmarkCreate,
): Promise<Bookmark> {
  return bookmarkSchema.parse(await call(caller, "bookmarks/", { method: "POST", body }));
}

export async function updateBookmark(
  caller: BookmarksCaller,
  id: string,
  body: BookmarkUpdate,
): Promise<Bookmark> {
  const path = `bookmarks/${encodeURIComponent(id)}/`;
  return bookmarkSchema.parse(await call(caller, path, { method: "PATCH", body }));
}

export async function deleteBookmark(caller: BookmarksCaller, id: string): Promise<void> {
  await call(caller, `bookmarks/${encodeURIComponent(id)}/`, { method: "DELETE" });
}

/** The 403 of a free member's bookmark past the limit; its detail is already localized. */
export function bookmarkLimitError(error: unknown): ApiError | null {
  return error instanceof ApiError && error.code === BOOKMARK_LIMIT_CODE ? error : null;
}
