import { beforeAll, expect, it } from "vitest";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { listOf, note, postBookmark } from "@/tests/support/bookmarks";
import { describeEachDatabase } from "@/tests/support/databases";
import type { Bookmark } from "./schemas";

const tooManyTags = Array.from({ length: 21 }, (_, index) => `Tag ${index}`);

/** Bodies POST refuses, each with the field its error names. */
const badCreates: Array<[body: unknown, field: string]> = [
  [{ ...note("Fine"), title: "t".repeat(201) }, "title"],
  [note("c".repeat(10_001)), "content"],
  [note("   "), "content"],
  [{ bookmark_type: "NOTE" }, "content"],
  [{ content: "Fine" }, "bookmark_type"],
  [{ content: "Fine", bookmark_type: "SERMON" }, "bookmark_type"],
  [note("Fine", tooManyTags), "tag_names"],
  [note("Fine", ["t".repeat(41)]), "tag_names.0"],
  [note("Fine", ["ok", "  "]), "tag_names.1"],
  [{ ...note("Fine"), tag_names: "Faith" }, "tag_names"],
  [{ ...note("Fine"), last_user_message: "q".repeat(10_001) }, "last_user_message"],
  [{ ...note("Fine"), message_id: "not-a-uuid" }, "message_id"],
  [
    {
      ...note("Fine"),
      verse: { book: "John", chapter: 3, verse_start: 16, verse_end: 16, translation: "WEB" },
    },
    "verse",
  ],
];

/** Bodies PATCH refuses, each with the field its error names ("_" for the whole body). */
const badUpdates: Array<[body: unknown, field: string]> = [
  [{}, "_"],
  [{ title: "" }, "title"],
  [{ title: "t".repeat(201) }, "title"],
  [{ content: "c".repeat(10_001) }, "content"],
  [{ content: " " }, "content"],
  [{ tag_names: tooManyTags }, "tag_names"],
  [{ tag_names: ["t".repeat(41)] }, "tag_names.0"],
];

describeEachDatabase("bookmark bounds", () => {
  let member: TestUser;
  let kept: Bookmark;

  beforeAll(async () => {
    member = await createTestUser();
    kept = (await postBookmark(member, note("Kept as it is", ["Kept"]))).bookmark!;
  });

  async function tagsOf(user: TestUser) {
    return (await callApi("bookmarks/tags/", { headers: user.headers })).json.data;
  }

  it("accepts the longest allowed title, content and tags", async () => {
    const longest = await postBookmark(member, {
      ...note(
        "c".repeat(10_000),
        Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(40, "x")),
      ),
      title: "t".repeat(200),
    });
    expect(longest.status).toBe(201);
    expect(longest.bookmark!.tags).toHaveLength(20);
    await callApi(`bookmarks/${longest.bookmark!.id}/`, {
      method: "DELETE",
      headers: member.headers,
    });
  });

  it("refuses bad creates with 400 and field errors, saving nothing", async () => {
    const tagsBefore = await tagsOf(member);
    for (const [body, field] of badCreates) {
      const response = await postBookmark(member, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json.code).toBe("invalid_request");
      expect(response.json.fields, JSON.stringify(body).slice(0, 80)).toHaveProperty([field]);
    }
    const empty = await callApi("bookmarks/", { method: "POST", headers: member.headers });
    expect(empty.status).toBe(400);
    expect(await listOf(member)).toEqual([kept]);
    expect(await tagsOf(member)).toEqual(tagsBefore);
  });

  it("refuses bad changes with 400 and field errors, changing nothing", async () => {
    for (const [body, field] of badUpdates) {
      const response = await callApi(`bookmarks/${kept.id}/`, {
        method: "PATCH",
        headers: member.headers,
        body,
      });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json.fields, JSON.stringify(body).slice(0, 80)).toHaveProperty([field]);
    }
    expect(await listOf(member)).toEqual([kept]);
  });

  it("checks the body before the caller: a visitor's bad body is a 400", async () => {
    expect((await callApi("bookmarks/", { method: "POST", body: { content: "" } })).status).toBe(
      400,
    );
  });
});
