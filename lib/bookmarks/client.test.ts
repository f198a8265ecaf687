// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { testBookmark } from "@/tests/support/bookmark-fixtures";
import { bookmarkLimitError, createBookmark, deleteBookmark, fetchBookmarks } from "./client";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let answer: () => Response;
const calls: { url: string; init?: RequestInit }[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/auth/token")
    return json({
      data: { token: "api-token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
  calls.push({ url, init });
  return answer();
});

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const caller = { userId: "member-1", locale: "sw" as const };

describe("bookmarks client", () => {
  it("reads the list with the member's token and language, checked against the contract", async () => {
    const bookmark = testBookmark({ tags: ["Love"] });
    answer = () => json({ data: [bookmark] });
    expect(await fetchBookmarks(caller)).toEqual([bookmark]);
    const headers = new Headers(calls[0].init?.headers);
    expect(calls[0].url).toBe("/api/v1/bookmarks/");
    expect(headers.get("Authorization")).toBe("Bearer api-token");
    expect(headers.get("Locale")).toBe("sw");

    answer = () => json({ data: [{ ...bookmark, bookmark_type: "PHOTO" }] });
    await expect(fetchBookmarks(caller)).rejects.toThrow();
  });

  it("posts a new bookmark and deletes one by id", async () => {
    const bookmark = testBookmark();
    answer = () => json({ data: bookmark }, 201);
    await createBookmark(caller, { content: "Pray", bookmark_type: "NOTE" });
    expect(calls[0].init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      content: "Pray",
      bookmark_type: "NOTE",
    });

    answer = () => json({ data: { deleted: true } });
    await deleteBookmark(caller, bookmark.id);
    expect(calls[1]).toMatchObject({
      url: `/api/v1/bookmarks/${bookmark.id}/`,
      init: { method: "DELETE" },
    });
  });

  it("tells the free limit from other refusals", async () => {
    answer = () => json({ detail: "Kikomo", code: "bookmark_limit_reached", limit: 10 }, 403);
    const limit = await createBookmark(caller, { content: "x", bookmark_type: "NOTE" }).catch(
      (error: unknown) => error,
    );
    expect(bookmarkLimitError(limit)?.body.limit).toBe(10);
    expect(bookmarkLimitError(new ApiError(403, "guest_forbidden", "No"))).toBeNull();
    expect(bookmarkLimitError(new Error("offline"))).toBeNull();
  });
});
