import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { createTestUser } from "@/lib/auth/test-users";
import { getDb } from "@/lib/db/client";
import { bookmarks, bookmarkTags, tags } from "@/lib/db/schema";
import { callApi } from "@/tests/support/api";
import { listOf, note, postBookmark } from "@/tests/support/bookmarks";
import { describeEachDatabase } from "@/tests/support/databases";
import { bookmarkSchema, tagSchema } from "./schemas";

describeEachDatabase("bookmarks in the data export and account deletion", () => {
  it("exports the member's bookmarks with their tags, and every tag, and nobody else's", async () => {
    const member = await createTestUser();
    const other = await createTestUser();
    await postBookmark(member, note("Exported note", ["Faith"]));
    await postBookmark(member, {
      content: "For God so loved the world…",
      bookmark_type: "VERSE",
      title: "John 3:16",
    });
    const unused = (await postBookmark(member, note("Soon gone", ["Unused"]))).bookmark!;
    await callApi(`bookmarks/${unused.id}/`, { method: "DELETE", headers: member.headers });
    await postBookmark(other, note("Not theirs to see", ["Private"]));

    const response = await callApi("session/export/", { headers: member.headers });
    expect(response.status).toBe(200);
    const exported = bookmarkSchema.array().parse(response.json.data.bookmarks);
    expect(exported).toEqual(await listOf(member));
    expect(exported.map((bookmark) => bookmark.title)).toEqual(["John 3:16", "Exported note"]);
    expect(exported[1].tags.map((tag) => tag.name)).toEqual(["Faith"]);
    const exportedTags = tagSchema.array().parse(response.json.data.tags);
    expect(exportedTags.map((tag) => tag.name)).toEqual(["Bible Verse", "Faith", "Unused"]);
  });

  it("deletes the member's bookmarks, tags and their links with the account", async () => {
    const member = await createTestUser();
    const other = await createTestUser();
    const ids = [
      (await postBookmark(member, note("Mine", ["Faith", "Hope"]))).bookmark!.id,
      (await postBookmark(member, note("Also mine", ["Faith"]))).bookmark!.id,
    ];
    const survivor = (await postBookmark(other, note("Theirs", ["Faith"]))).bookmark!;

    const deleted = await callApi("session/account/", {
      method: "DELETE",
      headers: member.headers,
    });
    expect(deleted.status).toBe(200);

    const db = await getDb();
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, member.id))).toEqual([]);
    expect(await db.select().from(tags).where(eq(tags.userId, member.id))).toEqual([]);
    expect(
      await db.select().from(bookmarkTags).where(inArray(bookmarkTags.bookmarkId, ids)),
    ).toEqual([]);
    expect(await listOf(other)).toEqual([survivor]);
  });
});
