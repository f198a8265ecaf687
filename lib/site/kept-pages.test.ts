import { readFileSync } from "node:fs";
import { generateETag } from "next/dist/server/lib/etag";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { keptPageResponse } from "./kept-page-response";
import {
  LANDING_REVALIDATE_SECONDS,
  isKeptForAWhile,
  isUnchangingPage,
  keepPage,
  keptBytes,
  keptPage,
} from "./kept-pages.mjs";

const CHAPTER = `<!DOCTYPE html><html lang="sw"><body><p>Bwana ndiye mchungaji wangu</p></body></html>`;

function requestFor(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new NextRequest(new URL(path, "http://127.0.0.1:3000"), {
    method,
    headers: {
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "accept-encoding": "gzip, deflate, br",
      ...headers,
    },
  });
}

describe("isUnchangingPage", () => {
  it.each([
    "/en/bible",
    "/sw/bible/Zaburi",
    "/sw/bible/Zaburi/23",
    "/en/bible/John/3/16",
    "/en/stories/ruth",
    "/sw/offline",
  ])("%s stays the same until the next build", (path) => expect(isUnchangingPage(path)).toBe(true));

  it.each(["/en", "/sw", "/en/bookmarks", "/en/stories", "/en/bible/John/3/16/17", "/fr/bible"])(
    "%s is not kept",
    (path) => expect(isUnchangingPage(path)).toBe(false),
  );
});

describe("the pages kept", () => {
  it("are those whose routes never revalidate, and the landing for as long as its route says", () => {
    const routes = [
      "app/[locale]/bible/page.tsx",
      "app/[locale]/bible/[book]/page.tsx",
      "app/[locale]/bible/[book]/[chapter]/page.tsx",
      "app/[locale]/bible/[book]/[chapter]/[verse]/page.tsx",
      "app/[locale]/stories/[slug]/page.tsx",
      "app/[locale]/offline/page.tsx",
    ];
    const revalidateOf = (route: string) =>
      /export const revalidate = ([^;]+);/.exec(readFileSync(route, "utf8"))?.[1];
    for (const route of routes) expect([undefined, "false"], route).toContain(revalidateOf(route));
    expect(revalidateOf("app/[locale]/page.tsx")).toBe(String(LANDING_REVALIDATE_SECONDS));
    expect(isUnchangingPage("/en")).toBe(false);
    expect(["/en", "/sw"].every(isKeptForAWhile)).toBe(true);
    expect(["/en/bible", "/fr", "/en/stories"].some(isKeptForAWhile)).toBe(false);
  });
});

describe("keepPage", () => {
  it("keeps an unchanging page, with the ETag Next gives the same HTML", () => {
    keepPage("/sw/bible/Zaburi/23", CHAPTER);
    const page = keptPage("/sw/bible/Zaburi/23");
    expect(new TextDecoder().decode(page!.html)).toBe(CHAPTER);
    expect(page!.etag).toBe(generateETag(CHAPTER));
  });

  it("keeps the first copy of an unchanging page, and no member's page", () => {
    const before = keptBytes();
    keepPage("/sw/bible/Zaburi/23", `${CHAPTER}<!-- again -->`);
    keepPage("/en/bookmarks", "<html>my bookmarks</html>");
    expect(keptBytes()).toBe(before);
    expect(keptPage("/en/bookmarks")).toBeUndefined();
    expect(keptPage("/sw/bible/Zaburi/23")!.cacheControl).toBe("s-maxage=31536000");
  });

  it("lets the earliest pages go past its budget of 12 MB", () => {
    const page = (chapter: number) => `<p>${chapter}</p>`.padEnd(1_000_000, "x");
    keepPage("/en/bible/Genesis/1", CHAPTER);
    for (let chapter = 1; chapter <= 20; chapter += 1) {
      keepPage(`/en/bible/Psalms/${chapter}`, page(chapter));
    }
    expect(keptBytes()).toBeLessThanOrEqual(12 * 1024 * 1024);
    expect(keptPage("/en/bible/Genesis/1")).toBeUndefined();
    expect(keptPage("/en/bible/Psalms/20")).toBeDefined();
  });
});

describe("the landing, kept while fresh", () => {
  const minutes = (count: number) => count * 60_000;
  afterEach(() => vi.useRealTimers());

  it("is kept until it is as old as its route's revalidation, then asked of Next again", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T08:00:00Z") });
    keepPage("/sw", "<html>mstari wa leo</html>", Date.now() - minutes(1));
    expect(keptPage("/sw")!.cacheControl).toBe("s-maxage=300, stale-while-revalidate=31535700");
    vi.advanceTimersByTime(minutes(3) + 59_000);
    expect(keptPage("/sw")).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(keptPage("/sw")).toBeUndefined();
  });

  it("is not kept from a rendering already stale, and a newer rendering replaces it", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T09:00:00Z") });
    const before = keptBytes();
    keepPage("/en", "<html>yesterday's verse</html>", Date.now() - minutes(6));
    expect(keptPage("/en")).toBeUndefined();
    keepPage("/en", "<html>today's verse</html>", Date.now() - minutes(2));
    keepPage("/en", "<html>an older copy read late</html>", Date.now() - minutes(4));
    expect(new TextDecoder().decode(keptPage("/en")!.html)).toBe("<html>today's verse</html>");
    keepPage("/en", "<html>today's verse, rendered again</html>");
    expect(new TextDecoder().decode(keptPage("/en")!.html)).toContain("rendered again");
    expect(keptBytes() - before).toBe("<html>today's verse, rendered again</html>".length);
  });
});

describe("keptPageResponse", () => {
  beforeAll(() => keepPage("/en/bible/Jude/1", CHAPTER));
  const etag = generateETag(CHAPTER);

  it("answers a reader with the kept page, as Next's cache would", async () => {
    const response = keptPageResponse(requestFor("/en/bible/Jude/1"), "/en/bible/Jude/1")!;
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=31536000",
      etag,
      vary: expect.stringContaining("Accept-Encoding"),
      "x-nextjs-cache": "HIT",
      "x-page-cache": "memory",
    });
    expect(await response.text()).toBe(CHAPTER);
    // Every answer reads the same kept bytes, which no answer uses up.
    const again = keptPageResponse(requestFor("/en/bible/Jude/1"), "/en/bible/Jude/1")!;
    expect(await again.text()).toBe(CHAPTER);
  });

  it("answers 304 to a browser holding the same page, weak or strong", () => {
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const request = requestFor("/en/bible/Jude/1", { "if-none-match": ifNoneMatch });
      const response = keptPageResponse(request, "/en/bible/Jude/1")!;
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.body).toBeNull();
    }
    const stale = requestFor("/en/bible/Jude/1", { "if-none-match": '"other"' });
    expect(keptPageResponse(stale, "/en/bible/Jude/1")!.status).toBe(200);
  });

  it("answers HEAD with the headers alone", () => {
    const response = keptPageResponse(
      requestFor("/en/bible/Jude/1", {}, "HEAD"),
      "/en/bible/Jude/1",
    );
    expect(response!.status).toBe(200);
    expect(response!.body).toBeNull();
  });

  it("leaves to Next what it does not keep, and requests for anything but HTML", () => {
    const leftToNext = [
      // The client router's and the service worker's requests, with Next's own headers taken away.
      requestFor("/en/bible/Jude/1", { accept: "*/*" }),
      requestFor("/en/bible/Jude/1", { accept: "" }),
      requestFor("/en/bible/Jude/1", { "x-neno-first-render": "1" }),
      requestFor("/en/bible/Jude/1?highlight=3"),
      requestFor("/en/bible/Jude/1", {}, "POST"),
    ];
    for (const request of leftToNext) {
      expect(keptPageResponse(request, "/en/bible/Jude/1")).toBeNull();
    }
    expect(keptPageResponse(requestFor("/en/bible/Obadiah/1"), "/en/bible/Obadiah/1")).toBeNull();
  });
});
