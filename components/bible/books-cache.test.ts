// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BIBLE_BOOKS_MAX_AGE_MS,
  BIBLE_BOOKS_STORAGE_KEY,
  BibleBooksError,
  loadBibleBooks,
} from "./books-cache";

const JOHN = {
  name: "John",
  testament: "NEW TESTAMENT" as const,
  chapter: 21,
  id: "John",
  name_en: "John",
  name_sw: "Yohana",
};
const GENESIS = {
  name: "Genesis",
  testament: "OLD TESTAMENT" as const,
  chapter: 50,
  id: "Gen",
  name_en: "Genesis",
  name_sw: "Mwanzo",
};

function store(savedAt: number, books: unknown[]) {
  localStorage.setItem(BIBLE_BOOKS_STORAGE_KEY, JSON.stringify({ savedAt, books }));
}

describe("loadBibleBooks", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fetches the list with POST and the Locale header, then keeps it on the device", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: [GENESIS, JOHN] }));
    await expect(loadBibleBooks("sw")).resolves.toEqual({ books: [GENESIS, JOHN], stale: false });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/v1/bible/books/");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Locale")).toBe("sw");
    expect(JSON.parse(localStorage.getItem(BIBLE_BOOKS_STORAGE_KEY) ?? "{}").books).toEqual([
      GENESIS,
      JOHN,
    ]);
  });

  it("uses a list stored less than 24 hours ago without a request", async () => {
    store(Date.now() - BIBLE_BOOKS_MAX_AGE_MS + 60_000, [JOHN]);
    await expect(loadBibleBooks("en")).resolves.toEqual({ books: [JOHN], stale: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes an older list, and falls back to it silently when the request fails", async () => {
    store(Date.now() - BIBLE_BOOKS_MAX_AGE_MS - 1, [JOHN]);
    fetchMock.mockResolvedValueOnce(Response.json({ data: [GENESIS] }));
    await expect(loadBibleBooks("en")).resolves.toEqual({ books: [GENESIS], stale: false });

    store(Date.now() - BIBLE_BOOKS_MAX_AGE_MS - 1, [JOHN]);
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 503 }));
    await expect(loadBibleBooks("en")).resolves.toEqual({ books: [JOHN], stale: true });
  });

  it("rejects when the request fails and nothing is stored", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(loadBibleBooks("en")).rejects.toBeInstanceOf(BibleBooksError);
  });
});
