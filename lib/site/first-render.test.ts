import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { keepBeforeFirstServing } from "./first-render";
import { FIRST_RENDER_HEADER } from "./page-requests.mjs";

/** The app as the proxy reaches it: counts the pages it is asked to render ahead. */
let app: Server;
const asked: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let failNext = false;

beforeAll(async () => {
  app = createServer((request, response) => {
    asked.push({ url: request.url ?? "", headers: request.headers });
    if (failNext) {
      failNext = false;
      request.socket.destroy();
      return;
    }
    setTimeout(() => response.end("<html></html>"), 30);
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("__NEXT_PRIVATE_ORIGIN", `http://127.0.0.1:${(app.address() as AddressInfo).port}`);
  vi.stubEnv("NODE_ENV", "production");
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => app.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
});

const visit = (path: string, headers: Record<string, string> = {}) =>
  keepBeforeFirstServing(new Request(`http://neno.test${path}`, { headers }), path);

describe("keepBeforeFirstServing", () => {
  it("has a page rendered once, however many readers ask for it at the same time", async () => {
    await Promise.all([1, 2, 3, 4, 5].map(() => visit("/sw/biblia/Isaya/2")));
    await visit("/sw/biblia/Isaya/2");
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe("/sw/biblia/Isaya/2");
    expect(asked[0].headers[FIRST_RENDER_HEADER]).toBe("1");
  });

  it("lets the app's own request, client navigations and other methods through", async () => {
    await visit("/en/bible/Jude/1", { [FIRST_RENDER_HEADER]: "1" });
    await visit("/en/bible/Jude/1", { RSC: "1" });
    await keepBeforeFirstServing(
      new Request("http://neno.test/en/bible/Jude/1", { method: "HEAD" }),
      "/en/bible/Jude/1",
    );
    expect(asked).toHaveLength(0);
  });

  it("tries again on the next request when the render ahead failed", async () => {
    failNext = true;
    await visit("/en/bible/Ruth/1");
    await visit("/en/bible/Ruth/1");
    await visit("/en/bible/Ruth/1");
    expect(asked.map((request) => request.url)).toEqual(["/en/bible/Ruth/1", "/en/bible/Ruth/1"]);
  });
});
