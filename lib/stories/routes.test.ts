import { describe, expect, it } from "vitest";
import { callApi } from "@/tests/support/api";
import { storyListResponseSchema, storyResponseSchema } from "./schemas";

describe("GET /api/v1/stories/list/", () => {
  it("returns every story in English by default, with the Story entity's fields", async () => {
    const response = await callApi("stories/list/");
    expect(response.status).toBe(200);
    const { data } = storyListResponseSchema.parse(response.json);
    expect(data.results.length).toBeGreaterThanOrEqual(30);
    const creation = data.results.find((story) => story.slug === "creation");
    expect(creation).toMatchObject({
      book: "Genesis",
      book_id: "Gen",
      chapter: 1,
      image: "/stories/creation.svg",
      age_group_id: "children",
      age_group: "Children",
    });
    expect(creation?.tags_list).toContain("Creation");
    expect(creation?.story_content).toMatch(/^<(p|h2|h3|blockquote)>/);
    expect(creation?.story_content_plain).not.toMatch(/</);
  });

  it("answers in Swahili for the Locale header sw", async () => {
    const [english, swahili] = await Promise.all([
      callApi("stories/list/", { locale: "en" }),
      callApi("stories/list/", { locale: "sw" }),
    ]);
    const en = storyListResponseSchema.parse(english.json).data.results;
    const sw = storyListResponseSchema.parse(swahili.json).data.results;
    expect(sw.map((story) => story.slug)).toEqual(en.map((story) => story.slug));
    const creation = sw.find((story) => story.slug === "creation");
    expect(creation).toMatchObject({
      book: "Mwanzo",
      age_group: "Watoto",
      age_group_id: "children",
    });
    expect(creation?.tags_list).toContain("Uumbaji");
    expect(creation?.title).not.toBe(en.find((story) => story.slug === "creation")?.title);
  });

  it("is cacheable, varies by language and answers a matching ETag with 304", async () => {
    const first = await callApi("stories/list/", { locale: "sw" });
    expect(first.headers.get("cache-control")).toMatch(/public/);
    expect(first.headers.get("vary")).toMatch(/Locale/);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await callApi("stories/list/", {
      locale: "sw",
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    const english = await callApi("stories/list/", { locale: "en" });
    expect(english.headers.get("etag")).not.toBe(etag);
  });

  it("only allows GET", async () => {
    expect((await callApi("stories/list/", { method: "POST", body: {} })).status).toBe(405);
  });
});

describe("GET /api/v1/stories/{slug}/", () => {
  it("returns one story in the requested language", async () => {
    const response = await callApi("stories/noah-and-the-flood/", { locale: "sw" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    const { data } = storyResponseSchema.parse(response.json);
    expect(data).toMatchObject({ slug: "noah-and-the-flood", book: "Mwanzo" });
  });

  it("answers an unknown slug with a 404 error", async () => {
    const response = await callApi("stories/no-such-story/");
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: "Story not found.", code: "not_found" });
  });
});
