import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { freePort } from "../../scripts/next-server.mjs";
import { startNginx, type RunningNginx } from "../../scripts/nginx-server";
import { signUpOn } from "./fixtures/postgres-instances";

// The nginx configuration the README ships, run for real in front of the production server.
test.describe("the shipped nginx configuration", () => {
  test.describe.configure({ mode: "serial" });
  let nginx: RunningNginx;

  test.beforeAll(async ({ baseURL }) => {
    nginx = await startNginx(new URL(baseURL!).host);
  });
  test.afterAll(async () => nginx?.stop());

  test("a chapter page is kept: the second answer is a HIT, the same page, compressed", async ({
    request,
  }) => {
    const url = `${nginx.origin}/sw/biblia/Zaburi/23`;
    const gzip = { "Accept-Encoding": "gzip, deflate, br" };
    const first = await request.get(url, { headers: gzip, maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()["x-cache-status"]).toBe("MISS");
    const second = await request.get(url, { headers: gzip, maxRedirects: 0 });
    expect(second.headers()["x-cache-status"]).toBe("HIT");
    expect(second.headers()["content-encoding"]).toBe("gzip");
    expect(await second.text()).toBe(await first.text());
    expect(await second.text()).toContain("Bwana ndiye mchungaji wangu");
    // The language the page is in is remembered even when the page comes from the cache.
    expect(second.headers()["set-cookie"]).toContain("NEXT_LOCALE=sw");

    const plain = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(await plain.text()).toBe(await first.text());
  });

  test("a page is kept only with the policy naming its scripts, even a first render", async ({
    request,
  }) => {
    const policyMeta = 'http-equiv="Content-Security-Policy"';
    const chapters = [...Array(66).keys()].map((index) => index + 1);
    const [renderedAhead, ...others] = chapters.sort(() => Math.random() - 0.5);

    // The app renders and keeps a page before its first answer, which comes from its cache.
    const ahead = `${nginx.origin}/sw/biblia/Isaya/${renderedAhead}`;
    const first = await request.get(ahead, { maxRedirects: 0 });
    expect(first.headers()["x-cache-status"]).toBe("MISS");
    expect(first.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    expect(await first.text()).toContain(policyMeta);
    const again = await request.get(ahead, { maxRedirects: 0 });
    expect(again.headers()["x-cache-status"]).toBe("HIT");
    expect(await again.text()).toContain(policyMeta);

    // Should a first render reach nginx all the same (here forced, on a chapter not kept yet), it
    // is not kept.
    let url = "";
    let forced;
    for (const chapter of others) {
      url = `${nginx.origin}/sw/biblia/Isaya/${chapter}`;
      forced = await request.get(url, {
        maxRedirects: 0,
        headers: { "x-neno-first-render": "1" },
      });
      if (forced.headers()["x-nextjs-cache"] === "MISS") break;
    }
    expect(forced!.headers()["x-nextjs-cache"]).toBe("MISS");
    expect(await forced!.text()).not.toContain(policyMeta);
    const second = await request.get(url, { maxRedirects: 0 });
    expect(second.headers()["x-cache-status"]).toBe("MISS");
    expect(await second.text()).toContain(policyMeta);
    const third = await request.get(url, { maxRedirects: 0 });
    expect(third.headers()["x-cache-status"]).toBe("HIT");
    expect(await third.text()).toContain(policyMeta);
  });

  test("a member's sign-in passes through and member pages are never kept", async () => {
    const api = await playwrightRequest.newContext();
    try {
      await signUpOn(api, nginx.origin, `nginx-${randomUUID().slice(0, 8)}@example.com`);
      const cookies = await api.storageState();
      expect(cookies.cookies.map((cookie) => cookie.name)).toContain("authjs.session-token");
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const page = await api.get(`${nginx.origin}/en/bookmarks`, { maxRedirects: 0 });
        expect(page.status()).toBe(200);
        expect(page.headers()["x-cache-status"]).not.toBe("HIT");
      }
    } finally {
      await api.dispose();
    }
  });

  test("the API answers on the spec's paths, with no redirect, and is never kept", async ({
    request,
  }) => {
    const books = await request.post(`${nginx.origin}/api/v1/bible/books/`, {
      data: {},
      headers: { Locale: "sw" },
      maxRedirects: 0,
    });
    expect(books.status()).toBe(200);
    expect(books.headers()["x-cache-status"]).toBe("BYPASS");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const stories = await request.get(`${nginx.origin}/api/v1/stories/list/`, {
        maxRedirects: 0,
      });
      expect(stories.status()).toBe(200);
      expect(stories.headers()["x-cache-status"]).toBe("BYPASS");
    }
  });
});

test.describe("a streamed reply behind the shipped nginx configuration", () => {
  let upstream: Server;
  let nginx: RunningNginx;
  let releaseRest: () => void = () => {};

  // An upstream that sends the first event and holds the rest until the test has read it: a
  // proxy that buffered the answer would deliver nothing until the end.
  test.beforeAll(async () => {
    const port = await freePort();
    upstream = createServer((_, response) => {
      response.writeHead(200, { "Content-Type": "application/x-ndjson" });
      response.write('{"type":"delta","text":"Amani"}\n');
      releaseRest = () => response.end('{"type":"delta","text":" iwe nawe"}\n');
    });
    await new Promise<void>((resolve) => upstream.listen(port, "127.0.0.1", resolve));
    nginx = await startNginx(`127.0.0.1:${port}`);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    upstream?.close();
  });

  test("the first line arrives before the reply ends", async () => {
    const response = await fetch(`${nginx.origin}/api/v1/chat/sessions/1/stream_message/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Encoding": "gzip" },
      body: JSON.stringify({ text: "Amani" }),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const firstLine = async () => {
      let received = "";
      while (!received.includes("\n")) {
        const { done, value } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
      return received;
    };
    const first = await Promise.race([
      firstLine(),
      new Promise<string>((resolve) => setTimeout(resolve, 10_000, "nothing before the end")),
    ]).finally(() => releaseRest());
    expect(first).toBe('{"type":"delta","text":"Amani"}\n');
    const rest = await new Response(
      new ReadableStream({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
      }),
    ).text();
    expect(rest).toBe('{"type":"delta","text":" iwe nawe"}\n');
  });
});
