import { beforeAll, expect, it } from "vitest";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { listOf, postBookmark, tagNamesOf } from "@/tests/support/bookmarks";
import { describeEachDatabase } from "@/tests/support/databases";
import type { VerseReference } from "./schemas";

const JOHN_3_16: VerseReference = {
  book: "John",
  chapter: 3,
  verse_start: 16,
  verse_end: 16,
  translation: "WEB",
};

const verseBookmark = (verse?: VerseReference, extra: Record<string, unknown> = {}) => ({
  content: "For God so loved the world…",
  bookmark_type: "VERSE",
  ...(verse ? { verse } : {}),
  ...extra,
});

describeEachDatabase("verse bookmarks", () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createTestUser();
  });

  it("are named by their reference in the request's language and always tagged 'Bible Verse'", async () => {
    const english = await postBookmark(member, verseBookmark(JOHN_3_16), "en");
    expect(english.status).toBe(201);
    expect(english.bookmark).toMatchObject({ title: "John 3:16", verse: JOHN_3_16 });
    expect(tagNamesOf(english.bookmark!)).toEqual(["Bible Verse"]);

    const range = { ...JOHN_3_16, verse_start: 16, verse_end: 18, translation: "SUV" };
    const swahili = await postBookmark(
      member,
      verseBookmark(range, { tag_names: ["Upendo"] }),
      "sw",
    );
    expect(swahili.status).toBe(201);
    expect(swahili.bookmark!.title).toBe("Yohana 3:16–18");
    expect(tagNamesOf(swahili.bookmark!)).toEqual(["Bible Verse", "Upendo"]);
  });

  it("keep a title the member sent", async () => {
    const psalm = { book: "Ps", chapter: 23, verse_start: 1, verse_end: 1, translation: "web" };
    const saved = await postBookmark(member, verseBookmark(psalm, { title: "My shepherd" }));
    expect(saved.bookmark).toMatchObject({ title: "My shepherd", verse: { translation: "WEB" } });
  });

  it("without a reference read it from the title, in the language's default Bible", async () => {
    const swahili = await postBookmark(
      member,
      verseBookmark(undefined, { title: "Zaburi 23:1" }),
      "sw",
    );
    expect(swahili.status).toBe(201);
    expect(swahili.bookmark!.verse).toEqual({
      book: "Ps",
      chapter: 23,
      verse_start: 1,
      verse_end: 1,
      translation: "SUV",
    });
    const english = await postBookmark(member, verseBookmark(undefined, { title: "Romans 8:28" }));
    expect(english.bookmark!.verse).toMatchObject({ book: "Rom", translation: "WEB" });
    expect(english.bookmark!.title).toBe("Romans 8:28");
  });

  it("refuse a reference the Bible does not have with a field error, saving nothing", async () => {
    const before = (await listOf(member)).length;
    const cases: Array<[body: Record<string, unknown>, field: string]> = [
      [verseBookmark(undefined), "verse"],
      [verseBookmark(undefined, { title: "My favourite verse" }), "title"],
      [verseBookmark(undefined, { title: "John 3" }), "title"],
      [verseBookmark(undefined, { title: "John 30:1" }), "title"],
      [verseBookmark({ ...JOHN_3_16, book: "Johnny" }), "verse.book"],
      [verseBookmark({ ...JOHN_3_16, translation: "KJV" }), "verse.translation"],
      [verseBookmark({ ...JOHN_3_16, chapter: 22 }), "verse.chapter"],
      [verseBookmark({ ...JOHN_3_16, verse_start: 37, verse_end: 37 }), "verse.verse_start"],
      [verseBookmark({ ...JOHN_3_16, verse_end: 40 }), "verse.verse_end"],
      [verseBookmark({ ...JOHN_3_16, verse_start: 17, verse_end: 16 }), "verse.verse_end"],
    ];
    for (const [body, field] of cases) {
      const response = await postBookmark(member, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.fields as object), JSON.stringify(body)).toEqual([field]);
    }
    expect(await listOf(member)).toHaveLength(before);
  });

  it("are kept once a verse: the second save updates the first one's tags", async () => {
    const reader = await createTestUser();
    const verse = { ...JOHN_3_16, verse_start: 17, verse_end: 17 };
    const first = await postBookmark(reader, verseBookmark(verse, { tag_names: ["Love"] }));
    expect(first.status).toBe(201);
    const again = await postBookmark(reader, verseBookmark(verse, { tag_names: ["Hope"] }));
    expect(again.status).toBe(200);
    expect(again.bookmark!.id).toBe(first.bookmark!.id);
    expect(tagNamesOf(again.bookmark!)).toEqual(["Bible Verse", "Hope"]);
    // Read from its title, the same verse is the same bookmark.
    const byTitle = await postBookmark(reader, verseBookmark(undefined, { title: "John 3:17" }));
    expect(byTitle.status).toBe(200);
    expect(byTitle.bookmark!.id).toBe(first.bookmark!.id);
    // Another translation or range is another bookmark.
    expect(
      (await postBookmark(reader, verseBookmark({ ...verse, translation: "SUV" }))).status,
    ).toBe(201);
    expect((await postBookmark(reader, verseBookmark({ ...verse, verse_end: 18 }))).status).toBe(
      201,
    );
    expect(await listOf(reader)).toHaveLength(3);
    // Another member's copy of the verse is theirs.
    expect((await postBookmark(member, verseBookmark(verse))).status).toBe(201);
  });

  it("stay one bookmark when five identical saves arrive at once", async () => {
    const reader = await createTestUser();
    const verse = { ...JOHN_3_16, book: "1John", chapter: 4, verse_start: 8, verse_end: 8 };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postBookmark(reader, verseBookmark(verse, { tag_names: ["Love"] })),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.bookmark!.id)).size).toBe(1);
    const list = await listOf(reader);
    expect(list).toHaveLength(1);
    expect(tagNamesOf(list[0])).toEqual(["Bible Verse", "Love"]);
  });

  it("cannot lose 'Bible Verse' through PATCH", async () => {
    const reader = await createTestUser();
    const saved = (await postBookmark(reader, verseBookmark(JOHN_3_16, { tag_names: ["Love"] })))
      .bookmark!;
    const patched = await callApi(`bookmarks/${saved.id}/`, {
      method: "PATCH",
      headers: reader.headers,
      body: { tag_names: ["Joy"] },
    });
    expect(tagNamesOf(patched.json.data)).toEqual(["Bible Verse", "Joy"]);
  });
});
