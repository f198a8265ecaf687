import type { TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { bookmarkSchema, type Bookmark, type BookmarkCreate } from "@/lib/bookmarks/schemas";

/** A NOTE body whose content names it, for tests that need some bookmark. */
export const note = (content: string, tagNames: string[] = []): BookmarkCreate => ({
  content,
  bookmark_type: "NOTE",
  tag_names: tagNames,
});

/** POST /bookmarks/ as the user: status, and the bookmark parsed with the contract when saved. */
export async function postBookmark(
  user: Pick<TestUser, "headers">,
  body: unknown,
  locale?: string,
): Promise<{ status: number; bookmark: Bookmark | null; json: Record<string, unknown> }> {
  const response = await callApi("bookmarks/", {
    method: "POST",
    headers: user.headers,
    body,
    locale,
  });
  const saved = response.status === 200 || response.status === 201;
  return {
    status: response.status,
    bookmark: saved ? bookmarkSchema.parse(response.json.data) : null,
    json: response.json,
  };
}

/** GET /bookmarks/ as the user, every item parsed with the contract. */
export async function listOf(user: Pick<TestUser, "headers">): Promise<Bookmark[]> {
  const response = await callApi("bookmarks/", { headers: user.headers });
  if (response.status !== 200) throw new Error(`GET /bookmarks/ answered ${response.status}.`);
  return bookmarkSchema.array().parse(response.json.data);
}

export const tagNamesOf = (bookmark: Pick<Bookmark, "tags">) =>
  bookmark.tags.map((tag) => tag.name);
