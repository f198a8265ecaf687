import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { activatePremium } from "@/lib/accounts/service";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { listOf, note, postBookmark, tagNamesOf } from "@/tests/support/bookmarks";
import { describeEachDatabase } from "@/tests/support/databases";
import { bookmarkSchema, tagSchema, type Bookmark } from "./schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every call of the contract, on one bookmark id. */
const calls = (id: string) => [
  { path: "bookmarks/", method: "GET" },
  { path: "bookmarks/tags/", method: "GET" },
  { path: "bookmarks/", method: "POST", body: note("A thought") },
  { path: `bookmarks/${id}/`, method: "GET" },
  { path: `bookmarks/${id}/`, method: "PATCH", body: { content: "Changed" } },
  { path: `bookmarks/${id}/`, method: "DELETE" },
];

describeEachDatabase("bookmarks API", () => {
  let owner: TestUser;
  let other: TestUser;
  let guest: TestUser;
  let kept: Bookmark;

  beforeAll(async () => {
    owner = await createTestUser();
    other = await createTestUser();
    guest = await createTestUser({ guest: true });
    kept = (await postBookmark(owner, note("Kept for the role checks", ["Kept"]))).bookmark!;
  });

  it("refuses visitors with 401 on every call", async () => {
    for (const call of calls(kept.id)) {
      const response = await callApi(call.path, call);
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it("refuses guests with the spec's 403 on every call", async () => {
    for (const call of calls(kept.id)) {
      const response = await callApi(call.path, { ...call, headers: guest.headers });
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
      expect(response.json).toEqual({
        detail: "Guest users cannot perform this action",
        code: "guest_forbidden",
        message: "Guests cannot do this. Sign up or sign in to continue.",
      });
    }
    expect(await listOf(owner)).toHaveLength(1);
  });

  it("hides one member's bookmark from another: 404 to read, change or delete it", async () => {
    for (const call of calls(kept.id).filter((call) => call.path.includes(kept.id))) {
      const response = await callApi(call.path, { ...call, headers: other.headers });
      expect(response.status, `${call.method} ${call.path}`).toBe(404);
    }
    expect(await listOf(other)).toEqual([]);
    const tags = await callApi("bookmarks/tags/", { headers: other.headers });
    expect(tags.json.data).toEqual([]);
    const [unchanged] = await listOf(owner);
    expect(unchanged).toEqual(kept);
  });

  it("answers 404 for an id that is not a uuid or names no bookmark", async () => {
    for (const id of ["not-a-uuid", "123", randomUUID()]) {
      for (const call of calls(id).filter((call) => call.path.includes(id))) {
        const response = await callApi(call.path, { ...call, headers: owner.headers });
        expect(response.status, `${call.method} ${call.path}`).toBe(404);
      }
    }
  });

  it("creates, reads, lists newest first, changes and deletes a member's bookmark", async () => {
    const member = await createTestUser();
    const first = await postBookmark(member, note("First thought\nwith a second line", ["Faith"]));
    expect(first.status).toBe(201);
    expect(first.bookmark).toMatchObject({
      title: "First thought",
      content: "First thought\nwith a second line",
      bookmark_type: "NOTE",
      ai_insights: null,
      verse: null,
      message_id: null,
    });
    expect(tagNamesOf(first.bookmark!)).toEqual(["Faith"]);
    const second = (await postBookmark(member, { ...note("Second"), title: "Named" })).bookmark!;
    expect(second.title).toBe("Named");

    const list = await callApi("bookmarks/", { headers: member.headers });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(list.json)).toEqual(["data"]);
    expect(
      bookmarkSchema
        .array()
        .parse(list.json.data)
        .map((item) => item.id),
    ).toEqual([second.id, first.bookmark!.id]);

    const one = await callApi(`bookmarks/${second.id}/`, { headers: member.headers });
    expect(one.status).toBe(200);
    expect(bookmarkSchema.parse(one.json.data)).toEqual(second);

    const patched = await callApi(`bookmarks/${second.id}/`, {
      method: "PATCH",
      headers: member.headers,
      body: { content: "Second, rewritten" },
    });
    expect(patched.status).toBe(200);
    const changed = bookmarkSchema.parse(patched.json.data);
    expect(changed).toMatchObject({ title: "Named", content: "Second, rewritten" });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(second.updated_at));
    expect(changed.created_at).toBe(second.created_at);

    const deleted = await callApi(`bookmarks/${second.id}/`, {
      method: "DELETE",
      headers: member.headers,
    });
    expect(deleted.status).toBe(200);
    expect((await callApi(`bookmarks/${second.id}/`, { headers: member.headers })).status).toBe(
      404,
    );
    expect((await listOf(member)).map((item) => item.id)).toEqual([first.bookmark!.id]);
  });

  it("lets a premium member do everything a free member does", async () => {
    const premium = await createTestUser();
    await activatePremium({ userId: premium.id, until: new Date(Date.now() + 30 * DAY_MS) });
    const created = await postBookmark(premium, note("Premium note", ["Grace"]));
    expect(created.status).toBe(201);
    const id = created.bookmark!.id;
    const read = await callApi(`bookmarks/${id}/`, { headers: premium.headers });
    expect(bookmarkSchema.parse(read.json.data)).toEqual(created.bookmark);
    const patched = await callApi(`bookmarks/${id}/`, {
      method: "PATCH",
      headers: premium.headers,
      body: { title: "Renamed", tag_names: ["Hope"] },
    });
    expect(bookmarkSchema.parse(patched.json.data)).toMatchObject({ title: "Renamed" });
    expect(tagNamesOf(patched.json.data)).toEqual(["Hope"]);
    const tags = await callApi("bookmarks/tags/", { headers: premium.headers });
    expect(
      tagSchema
        .array()
        .parse(tags.json.data)
        .map((tag) => tag.name),
    ).toEqual(["Grace", "Hope"]);
    expect(
      (await callApi(`bookmarks/${id}/`, { method: "DELETE", headers: premium.headers })).status,
    ).toBe(200);
    expect(await listOf(premium)).toEqual([]);
  });

  describe("tags", () => {
    it("are made on first use, reused whatever the case, and sorted by name", async () => {
      const member = await createTestUser();
      const first = (await postBookmark(member, note("One", ["prayer", "Faith"]))).bookmark!;
      const second = (await postBookmark(member, note("Two", ["PRAYER", "hope", "Hope"])))
        .bookmark!;
      expect(tagNamesOf(first)).toEqual(["Faith", "prayer"]);
      expect(tagNamesOf(second)).toEqual(["hope", "prayer"]);
      const prayerIds = [first, second].map(
        (bookmark) => bookmark.tags.find((tag) => tag.name === "prayer")?.id,
      );
      expect(prayerIds[0]).toBe(prayerIds[1]);

      const tags = await callApi("bookmarks/tags/", { headers: member.headers });
      expect(tags.status).toBe(200);
      expect(tags.headers.get("cache-control")).toBe("no-store");
      const list = tagSchema.array().parse(tags.json.data);
      expect(list.map((tag) => tag.name)).toEqual(["Faith", "hope", "prayer"]);
      expect(Object.keys(list[0]).sort()).toEqual(["id", "name"]);
    });

    it("are replaced by tag_names on PATCH and outlive the bookmarks that used them", async () => {
      const member = await createTestUser();
      const bookmark = (await postBookmark(member, note("Tagged", ["Old", "Kept"]))).bookmark!;
      const patched = await callApi(`bookmarks/${bookmark.id}/`, {
        method: "PATCH",
        headers: member.headers,
        body: { tag_names: ["kept", "New"] },
      });
      expect(tagNamesOf(patched.json.data)).toEqual(["Kept", "New"]);
      const cleared = await callApi(`bookmarks/${bookmark.id}/`, {
        method: "PATCH",
        headers: member.headers,
        body: { tag_names: [] },
      });
      expect(cleared.json.data.tags).toEqual([]);

      await callApi(`bookmarks/${bookmark.id}/`, { method: "DELETE", headers: member.headers });
      const tags = await callApi("bookmarks/tags/", { headers: member.headers });
      expect(tags.json.data.map((tag: { name: string }) => tag.name)).toEqual([
        "Kept",
        "New",
        "Old",
      ]);
    });

    it("are each member's own", async () => {
      const [one, two] = [await createTestUser(), await createTestUser()];
      const mine = (await postBookmark(one, note("Mine", ["Shared name"]))).bookmark!;
      const theirs = (await postBookmark(two, note("Theirs", ["shared NAME"]))).bookmark!;
      expect(mine.tags[0].id).not.toBe(theirs.tags[0].id);
      expect(tagNamesOf(theirs)).toEqual(["shared NAME"]);
    });
  });
});
