import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { generateETag } from "next/dist/server/lib/etag";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { copyKey, createFrontCopies, type FrontCopies } from "./front-copies.mjs";
import { keepPage } from "./kept-pages.mjs";

/** The middleware Next compresses its answers with (Express's `compression`; Next ships no types). */
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

const CHAPTER = `<!DOCTYPE html><html lang="sw"><body>${"<p>Bwana ndiye mchungaji wangu</p>".repeat(200)}</body></html>`;
const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
};

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** What a page kept in memory gets from Next and proxy.ts, as far as these copies can tell. */
interface NextAnswer {
  status?: number;
  html?: string;
  headers?: Record<string, string | string[]>;
}

/**
 * A server as `server.mjs` runs one, with a stand-in for Next behind the copies: it compresses
 * through Next's own middleware and answers as proxy.ts answers a page kept in memory.
 */
function serverWith(frontCopies: FrontCopies, nextAnswer: (url: string) => NextAnswer) {
  const compress = compression();
  const seen = { byNext: 0 };
  const server = createServer((request, response) => {
    if (frontCopies.answer(request, response)) return;
    seen.byNext += 1;
    compress(request, response, () => {});
    const { status = 200, html = CHAPTER, headers = {} } = nextAnswer(request.url ?? "");
    response.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=31536000",
      etag: generateETag(html),
      vary: "rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding",
      "x-page-cache": "memory",
      ...headers,
    });
    // Two writes, as a stream sends them.
    response.write(html.slice(0, 100));
    response.end(html.slice(100));
  });
  return { server, seen };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, headers: Record<string, string> = BROWSER): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** A request's headers as Node hands them to the server. */
function incoming(headers: Record<string, string>, url = "/sw/biblia/Zaburi/23", method = "GET") {
  return { url, method, headers } as unknown as IncomingMessage;
}

describe("copyKey", () => {
  it("leaves to Next whatever Next answers otherwise than with the kept page", () => {
    const leftToNext = [
      incoming(BROWSER, "/sw/biblia/Zaburi/23", "POST"),
      incoming(BROWSER, "/sw/biblia/Zaburi/23", "HEAD"),
      incoming(BROWSER, "/sw/biblia/Zaburi/23?from=share"),
      incoming(BROWSER, "/api/v1/bookmarks/"),
      incoming(BROWSER, "/api"),
      incoming(BROWSER, "/_next/static/chunks/app.js"),
      incoming({ ...BROWSER, accept: "*/*" }),
      incoming({ "accept-encoding": "gzip" }),
      incoming({ ...BROWSER, rsc: "1" }),
      incoming({ ...BROWSER, "next-router-prefetch": "1" }),
      incoming({ ...BROWSER, "if-none-match": '"abc"' }),
      incoming({ ...BROWSER, "if-modified-since": "Sat, 28 Nov 2026 08:00:00 GMT" }),
      incoming({ ...BROWSER, range: "bytes=0-100" }),
      incoming({ ...BROWSER, "x-neno-first-render": "1" }),
      incoming({ ...BROWSER, cookie: "NEXT_LOCALE=sw; NEXT_LOCALE=en" }),
    ];
    for (const request of leftToNext) expect(copyKey(request), JSON.stringify(request)).toBeNull();
  });

  it("tells apart the requests proxy.ts answers differently: language cookie, document, encodings", () => {
    const keys = [
      incoming(BROWSER),
      incoming({ ...BROWSER, cookie: "NEXT_LOCALE=sw" }),
      incoming({ ...BROWSER, cookie: "NEXT_LOCALE=en" }),
      incoming({ ...BROWSER, "sec-fetch-dest": "empty" }),
      incoming({ ...BROWSER, "accept-encoding": "identity" }),
      incoming(BROWSER, "/en/bible/Psalms/23"),
    ].map(copyKey);
    expect(new Set(keys).size).toBe(keys.length);
    // Whatever else a request carries does not change the kept page: a member's session, say.
    expect(copyKey(incoming({ ...BROWSER, cookie: "session=abc; NEXT_LOCALE=sw" }))).toBe(
      copyKey(incoming({ ...BROWSER, cookie: "NEXT_LOCALE=sw" })),
    );
    expect(copyKey(incoming({ ...BROWSER, "sec-fetch-dest": "document" }))).toBe(
      copyKey(incoming(BROWSER)),
    );
  });
});

describe("front copies", () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));
  afterEach(() => vi.useRealTimers());

  async function start(nextAnswer: (url: string) => NextAnswer, budgetBytes?: number) {
    const frontCopies = createFrontCopies({ budgetBytes });
    const { server, seen } = serverWith(frontCopies, nextAnswer);
    servers.push(server);
    return { origin: await listen(server), seen, frontCopies };
  }

  beforeAll(() => {
    keepPage("/sw/bible/Zaburi/23", CHAPTER);
  });

  it("send a page answered from memory again byte for byte, with its headers, without Next", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T08:00:00Z"), toFake: ["Date"] });
    const languageCookie = (expires: string) =>
      `NEXT_LOCALE=sw; Path=/; Expires=${expires}; Max-Age=31536000; SameSite=lax`;
    const { origin, seen } = await start(() => ({
      headers: { "set-cookie": [languageCookie("Sun, 28 Nov 2027 08:00:00 GMT")] },
    }));
    const fromNext = await get(`${origin}/sw/biblia/Zaburi/23`);
    vi.setSystemTime(Date.parse("2026-11-28T09:30:00Z"));
    const copy = await get(`${origin}/sw/biblia/Zaburi/23`);
    expect(seen.byNext).toBe(1);
    expect(copy.status).toBe(200);
    expect(copy.body.equals(fromNext.body)).toBe(true);
    expect(gunzipSync(copy.body).toString()).toBe(CHAPTER);
    const perAnswer = new Set(["date", "transfer-encoding"]);
    const sent = Object.entries(fromNext.headers).filter(([name]) => !perAnswer.has(name));
    expect(copy.headers).toMatchObject({
      ...Object.fromEntries(sent),
      "x-page-cache": "front",
      "content-encoding": "gzip",
      // A year from this answer, as Next would have written it now.
      "set-cookie": [languageCookie("Sun, 28 Nov 2027 09:30:00 GMT")],
      "content-length": String(fromNext.body.length),
    });
  });

  it("keep a copy per way of asking, each as Next sent it", async () => {
    const { origin, seen } = await start(() => ({}));
    const plain = { ...BROWSER, "accept-encoding": "identity" };
    await get(`${origin}/sw/biblia/Zaburi/23`);
    await get(`${origin}/sw/biblia/Zaburi/23`, plain);
    const gzipped = await get(`${origin}/sw/biblia/Zaburi/23`);
    const uncompressed = await get(`${origin}/sw/biblia/Zaburi/23`, plain);
    expect(seen.byNext).toBe(2);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(uncompressed.headers["content-encoding"]).toBeUndefined();
    expect(uncompressed.body.toString()).toBe(CHAPTER);
  });

  it("keep nothing Next did not answer from memory, nor an answer with another cookie", async () => {
    const answers: Record<string, NextAnswer> = {
      "/sw/biblia/Zaburi/24": { headers: { "x-page-cache": "" } },
      "/sw/biblia/Zaburi/25": { status: 404 },
      "/sw/biblia/Zaburi/26": { headers: { "set-cookie": ["session=abc; Path=/"] } },
      "/sw/biblia/Zaburi/27": {
        headers: { "set-cookie": ["NEXT_LOCALE=sw; Path=/", "session=abc; Path=/"] },
      },
      // An answer whose ETag names no page kept: nothing ties the copy to a page's lifetime.
      "/sw/biblia/Zaburi/28": { html: `${CHAPTER}<!-- another rendering -->` },
    };
    const { origin, seen, frontCopies } = await start((url) => answers[url]);
    for (const url of Object.keys(answers)) {
      await get(origin + url);
      await get(origin + url);
    }
    expect(seen.byNext).toBe(10);
    expect(frontCopies.bytes()).toBe(0);
  });

  it("go when the page they were made from is no longer kept: the landing past its freshness", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T08:00:00Z"), toFake: ["Date"] });
    const landing = "<html>mstari wa leo</html>";
    keepPage("/sw", landing, Date.now());
    const { origin, seen } = await start(() => ({ html: landing }));
    await get(`${origin}/sw`);
    await get(`${origin}/sw`);
    expect(seen.byNext).toBe(1);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await get(`${origin}/sw`);
    expect(seen.byNext).toBe(2);
  });

  it("let the earliest copies go past their budget", async () => {
    keepPage("/sw/bible/Zaburi/1", CHAPTER.replace("Bwana", "Heri"));
    const { origin, frontCopies } = await start(() => ({}), 1);
    await get(`${origin}/sw/biblia/Zaburi/23`);
    expect(frontCopies.bytes()).toBeGreaterThan(0);
    await get(`${origin}/sw/biblia/Zaburi/23`, { ...BROWSER, "accept-encoding": "identity" });
    expect(frontCopies.bytes()).toBe(CHAPTER.length);
  });
});
