import { expect, it } from "vitest";
import { activatePremium, revokePremium } from "@/lib/accounts/service";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { listOf, note, postBookmark } from "@/tests/support/bookmarks";
import { describeEachDatabase } from "@/tests/support/databases";
import { BOOKMARK_LIMIT_CODE, FREE_BOOKMARK_LIMIT } from "./schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

async function memberWith(saved: number): Promise<TestUser> {
  const member = await createTestUser();
  for (let index = 0; index < saved; index += 1) {
    const response = await postBookmark(member, note(`Note ${index + 1}`));
    if (response.status !== 201) throw new Error(`Note ${index + 1}: ${response.status}`);
  }
  return member;
}

const verse = (verseNumber: number) => ({
  content: "In the beginning…",
  bookmark_type: "VERSE",
  verse: {
    book: "Gen",
    chapter: 1,
    verse_start: verseNumber,
    verse_end: verseNumber,
    translation: "WEB",
  },
});

describeEachDatabase("the free bookmark limit", () => {
  it("refuses a free member's 11th bookmark with the code, the limit and an English detail", async () => {
    const member = await memberWith(FREE_BOOKMARK_LIMIT);
    const refused = await postBookmark(member, note("One too many"), "en");
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      code: BOOKMARK_LIMIT_CODE,
      limit: 10,
      detail:
        "You have reached the free plan’s limit of 10 bookmarks. Upgrade to Premium to save unlimited bookmarks and notes.",
    });
    expect(await listOf(member)).toHaveLength(FREE_BOOKMARK_LIMIT);
    // The refused note left no tag behind.
    const tags = await callApi("bookmarks/tags/", { headers: member.headers });
    expect(tags.json.data).toEqual([]);
  });

  it("says it in Swahili when the request's Locale is sw", async () => {
    const member = await memberWith(FREE_BOOKMARK_LIMIT);
    const refused = await postBookmark(member, note("Moja zaidi"), "sw");
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe(BOOKMARK_LIMIT_CODE);
    expect(refused.json.detail).toBe(
      "Umefikia kikomo cha alamisho 10 kwenye mpango wa bure. Jiunge na Premium ili uhifadhi alamisho na madokezo bila kikomo.",
    );
  });

  it("leaves exactly 10 when 20 creates arrive at once at 9 saved", async () => {
    const member = await memberWith(9);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postBookmark(member, note(`Parallel ${index}`, [`tag ${index}`, "Shared"])),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    expect(await listOf(member)).toHaveLength(FREE_BOOKMARK_LIMIT);
  });

  it("still lets a member at the limit re-save a kept verse, change and delete, then save again", async () => {
    const member = await memberWith(FREE_BOOKMARK_LIMIT - 1);
    const kept = await postBookmark(member, verse(1));
    expect(kept.status).toBe(201);
    expect((await postBookmark(member, verse(2))).status).toBe(403);
    const again = await postBookmark(member, { ...verse(1), tag_names: ["Creation"] });
    expect(again.status).toBe(200);
    expect(again.bookmark!.tags.map((tag) => tag.name)).toEqual(["Bible Verse", "Creation"]);

    const patched = await callApi(`bookmarks/${kept.bookmark!.id}/`, {
      method: "PATCH",
      headers: member.headers,
      body: { title: "The beginning" },
    });
    expect(patched.status).toBe(200);
    await callApi(`bookmarks/${kept.bookmark!.id}/`, { method: "DELETE", headers: member.headers });
    expect((await postBookmark(member, verse(2))).status).toBe(201);
  });

  it("does not apply to premium members, and applies again when premium expires or ends", async () => {
    const member = await memberWith(FREE_BOOKMARK_LIMIT);
    await activatePremium({ userId: member.id, until: new Date(Date.now() + 30 * DAY_MS) });
    for (let index = 0; index < 3; index += 1) {
      expect((await postBookmark(member, note(`Premium ${index}`))).status).toBe(201);
    }
    expect(await listOf(member)).toHaveLength(FREE_BOOKMARK_LIMIT + 3);
    await activatePremium({ userId: member.id, until: new Date(Date.now() - DAY_MS) });
    expect((await postBookmark(member, note("Expired"))).status).toBe(403);
    await revokePremium(member.id);
    expect((await postBookmark(member, note("Free again"))).status).toBe(403);
    expect(await listOf(member)).toHaveLength(FREE_BOOKMARK_LIMIT + 3);
  });
});
