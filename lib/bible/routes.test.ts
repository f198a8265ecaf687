import { describe, expect, it, vi } from "vitest";
import { callApi } from "@/tests/support/api";
import { booksResponseSchema, chapterResponseSchema, searchPageSchema } from "./schemas";

// Until the lead registers the Bible routes in the API router, add them for these tests.
vi.mock("@/lib/api/routes", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/api/routes")>();
  const { bibleRoutes } = await import("./routes");
  const registered = original.apiRoutes.some((route) => route.pattern.startsWith("bible/"));
  return { apiRoutes: registered ? original.apiRoutes : [...original.apiRoutes, ...bibleRoutes] };
});

const errorSchema = { detail: expect.any(String), code: expect.any(String) };

describe("POST /bible/books/", () => {
  it("lists the 66 books with names in the Locale language", async () => {
    const en = await callApi("bible/books/", { method: "POST", locale: "en" });
    const sw = await callApi("bible/books/", { method: "POST", locale: "sw" });
    expect(en.status).toBe(200);
    const enBooks = booksResponseSchema.parse(en.json).data;
    const swBooks = booksResponseSchema.parse(sw.json).data;
    expect(enBooks).toHaveLength(66);
    expect(enBooks[0]).toEqual({
      name: "Genesis",
      testament: "OLD TESTAMENT",
      chapter: 50,
      id: "Gen",
      name_en: "Genesis",
      name_sw: "Mwanzo",
    });
    expect(swBooks[42]).toMatchObject({ name: "Yohana", testament: "NEW TESTAMENT", chapter: 21 });
  });

  it("defaults to English without a Locale header", async () => {
    const response = await callApi("bible/books/", { method: "POST" });
    expect(booksResponseSchema.parse(response.json).data[0].name).toBe("Genesis");
  });
});

describe("POST /bible/books/{book}/{chapter}", () => {
  it.each([
    ["John/3", "en", /^For God so loved the world/],
    ["Yohana/3", "sw", /^Kwa maana jinsi hii Mungu aliupenda ulimwengu/],
    ["yohana/3", "en", /^For God so loved the world/],
    ["JOHN/3/", "sw", /^Kwa maana jinsi hii/],
    ["Jn/3", "en", /^For God so loved/],
    ["Yoh/3", "sw", /^Kwa maana jinsi hii/],
  ])("returns the verses of %s (%s)", async (path, locale, verse16) => {
    const response = await callApi(`bible/books/${path}`, { method: "POST", locale });
    expect(response.status).toBe(200);
    const verses = chapterResponseSchema.parse(response.json).data;
    expect(verses).toHaveLength(36);
    expect(verses[15]).toMatch(verse16);
  });

  it("accepts URL-encoded names with spaces and abbreviations", async () => {
    for (const path of ["1%20Samweli/3", "1%20Sam/3", "1Samuel/3", "Ufunuo%20wa%20Yohana/22"]) {
      const response = await callApi(`bible/books/${path}`, { method: "POST", locale: "sw" });
      expect(response.status, path).toBe(200);
    }
  });

  it("answers 404 for an unknown book or chapter and 400 for a chapter that is not a number", async () => {
    const unknownBook = await callApi("bible/books/Hezekiah/1", { method: "POST" });
    expect(unknownBook.status).toBe(404);
    expect(unknownBook.json).toEqual({ ...errorSchema, code: "not_found" });
    for (const chapter of ["22", "0"]) {
      expect((await callApi(`bible/books/John/${chapter}`, { method: "POST" })).status).toBe(404);
    }
    const notNumeric = await callApi("bible/books/John/three", { method: "POST" });
    expect(notNumeric.status).toBe(400);
    expect(notNumeric.json).toMatchObject({
      code: "invalid_request",
      fields: { chapter: ["Must be a whole number."] },
    });
  });

  it("reads another version when asked, and rejects an unknown one", async () => {
    const web = await callApi("bible/books/Yohana/3?version=WEB", { method: "POST", locale: "sw" });
    expect(chapterResponseSchema.parse(web.json).data[15]).toMatch(/^For God so loved/);
    expect((await callApi("bible/books/John/3?version=KJV", { method: "POST" })).status).toBe(400);
  });

  it("carries cache headers and answers 304 to a matching If-None-Match", async () => {
    const first = await callApi("bible/books/John/3", { method: "POST", locale: "en" });
    expect(first.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(first.headers.get("vary")).toMatch(/Locale/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await callApi("bible/books/John/3", {
      method: "POST",
      locale: "en",
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    const otherLanguage = await callApi("bible/books/John/3", {
      method: "POST",
      locale: "sw",
      headers: { "If-None-Match": etag },
    });
    expect(otherLanguage.status).toBe(200);
  });

  it("also answers GET so shared caches can keep chapters", async () => {
    const response = await callApi("bible/books/Zaburi/23", { locale: "sw" });
    expect(chapterResponseSchema.parse(response.json).data[0]).toMatch(
      /^Bwana ndiye mchungaji wangu/,
    );
  });
});

describe("GET /bible/search/books/", () => {
  it("ranks verses in the Locale language", async () => {
    const en = searchPageSchema.parse(
      (await callApi("bible/search/books/?search=love", { locale: "en" })).json,
    );
    expect(en.data).toHaveLength(50);
    expect(en.data[0]).toMatchObject({
      book: expect.any(String),
      chapter: expect.any(Number),
      text: expect.stringMatching(/lov/i),
    });

    const sw = searchPageSchema.parse(
      (await callApi("bible/search/books/?search=upendo&limit=10", { locale: "sw" })).json,
    );
    expect(sw.data).toHaveLength(10);
    expect(sw.data.some((hit) => hit.book === "1 Wakorintho" && hit.chapter === 13)).toBe(true);
  });

  it("returns the verses of a reference query first", async () => {
    const en = searchPageSchema.parse(
      (await callApi("bible/search/books/?search=John%203%3A16", { locale: "en" })).json,
    );
    expect(en.data[0]).toMatchObject({ book: "John", chapter: 3, verse: 16 });
    const sw = searchPageSchema.parse(
      (
        await callApi(`bible/search/books/?search=${encodeURIComponent("Yohana 3:16-18")}`, {
          locale: "sw",
        })
      ).json,
    );
    expect(sw.data.map((hit) => `${hit.book} ${hit.chapter}:${hit.verse}`)).toEqual([
      "Yohana 3:16",
      "Yohana 3:17",
      "Yohana 3:18",
    ]);
    const psalm = searchPageSchema.parse(
      (await callApi("bible/search/books/?search=Zab%2023", { locale: "sw" })).json,
    );
    expect(psalm.data[0]).toMatchObject({ book: "Zaburi", chapter: 23, verse: 1 });
  });

  it("pages with limit and offset", async () => {
    const page = (query: string) =>
      callApi(`bible/search/books/?search=Zab%20119&${query}`, { locale: "sw" });
    const second = searchPageSchema.parse((await page("limit=5&offset=5")).json).data;
    expect(second.map((hit) => hit.verse)).toEqual([6, 7, 8, 9, 10]);
  });

  it("says how many verses match in all beside the page", async () => {
    const love = searchPageSchema.parse(
      (await callApi("bible/search/books/?search=love&limit=10", { locale: "en" })).json,
    );
    expect(love.data).toHaveLength(10);
    expect(love.total).toBeGreaterThan(500);
    const psalm = searchPageSchema.parse(
      (await callApi("bible/search/books/?search=Zab%20119&limit=5", { locale: "sw" })).json,
    );
    expect(psalm.total).toBe(176);
  });

  it("returns an empty list for an empty query", async () => {
    for (const path of [
      "bible/search/books/",
      "bible/search/books/?search=",
      "bible/search/books/?search=%20%20",
    ]) {
      const response = await callApi(path, { locale: "sw" });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ data: [], total: 0 });
    }
  });

  it("answers 400 to an over-long query or a bad limit", async () => {
    const longQuery = await callApi(`bible/search/books/?search=${"a".repeat(201)}`);
    expect(longQuery.status).toBe(400);
    expect(longQuery.json).toMatchObject({
      code: "invalid_request",
      fields: { search: [expect.any(String)] },
    });
    expect((await callApi(`bible/search/books/?search=${"a".repeat(200)}`)).status).toBe(200);
    for (const query of ["limit=0", "limit=101", "limit=ten", "offset=-1"]) {
      expect((await callApi(`bible/search/books/?search=love&${query}`)).status, query).toBe(400);
    }
  });

  it("carries cache headers that vary by language", async () => {
    const response = await callApi("bible/search/books/?search=love", { locale: "en" });
    expect(response.headers.get("cache-control")).toMatch(/s-maxage/);
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("vary")).toMatch(/Locale/);
  });
});
