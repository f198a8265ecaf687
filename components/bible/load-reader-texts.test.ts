// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module, so each test starts with nothing fetched. */
const freshLoader = async () => (await import("./load-reader-texts")).loadReaderTexts;

describe("the reader's texts for what follows an action", () => {
  it("are fetched once per language and page life", async () => {
    const fetch = vi.fn(async (url: string) => Response.json({ search: { loadMore: url } }));
    vi.stubGlobal("fetch", fetch);
    const loadReaderTexts = await freshLoader();
    const [first, second] = await Promise.all([loadReaderTexts("sw"), loadReaderTexts("sw")]);
    expect(first).toBe(second);
    expect(first?.search.loadMore).toBe("/locales/sw/reader.json");
    await loadReaderTexts("en");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/locales/sw/reader.json",
      "/locales/en/reader.json",
    ]);
  });

  it("are null when they cannot come, and fetched again once the device is back online", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetch.mockResolvedValueOnce(new Response("Not found", { status: 404 }));
    fetch.mockResolvedValueOnce(Response.json({ search: { loadMore: "Onyesha mistari zaidi" } }));
    vi.stubGlobal("fetch", fetch);
    const loadReaderTexts = await freshLoader();
    expect(await loadReaderTexts("sw")).toBeNull();
    // Still offline: the failure is remembered rather than fetched again on every render.
    expect(await loadReaderTexts("sw")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    expect(await loadReaderTexts("sw")).toBeNull();
    window.dispatchEvent(new Event("online"));
    expect((await loadReaderTexts("sw"))?.search.loadMore).toBe("Onyesha mistari zaidi");
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
