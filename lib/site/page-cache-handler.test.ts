import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { describe, expect, it } from "vitest";
import { keptPage } from "./kept-pages.mjs";
import PageCacheHandler, { POLICY_META, withScriptPolicy } from "./page-cache-handler.mjs";

const sha256 = (source: string) =>
  `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

const THEME = `document.documentElement.dataset.theme="dark"`;
const PAYLOAD = `self.__next_f.push([1,"0:{\\"a\\":1}"])`;
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<script src="/_next/static/chunks/main.js" async=""></script><script>${THEME}</script></head>` +
  `<body><script type="application/ld+json">{"@type":"WebPage"}</script>` +
  `<script>${PAYLOAD}</script><script>${PAYLOAD}</script></body></html>`;

function policyOf(html: string): string {
  return new RegExp(`<meta ${POLICY_META} content="([^"]*)"/>`).exec(html)?.[1] ?? "";
}

/** Next's file-system page cache with this app's handler, writing to a directory of its own. */
function pageCache(serverDistDir = mkdtempSync(path.join(tmpdir(), "neno-page-cache-"))) {
  return new PageCacheHandler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    revalidatedTags: [],
  } as unknown as ConstructorParameters<typeof PageCacheHandler>[0]);
}

describe("withScriptPolicy", () => {
  it("allows this origin's files and exactly the page's inline scripts, each once", () => {
    expect(policyOf(withScriptPolicy(PAGE))).toBe(
      `script-src 'self' ${sha256(THEME)} ${sha256(PAYLOAD)}`,
    );
  });

  it("places the policy right after the charset, before any script", () => {
    const html = withScriptPolicy(PAGE);
    expect(html.indexOf(POLICY_META)).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(html.indexOf(POLICY_META)).toBeLessThan(html.indexOf("<script"));
    expect(html.replace(/<meta http-equiv[^>]*>/, "")).toBe(PAGE);
  });

  it("leaves a page that already has one, or has no head, as it is", () => {
    const once = withScriptPolicy(PAGE);
    expect(withScriptPolicy(once)).toBe(once);
    expect(withScriptPolicy("<p>fragment</p>")).toBe("<p>fragment</p>");
  });

  it("allows no inline script to a page without any", () => {
    const page = `<html><head><title>t</title></head><body></body></html>`;
    expect(policyOf(withScriptPolicy(page))).toBe("script-src 'self'");
  });
});

describe("PageCacheHandler", () => {
  const page = {
    kind: "APP_PAGE",
    html: PAGE,
    rscData: Buffer.from("0:{}"),
    headers: {},
    status: 200,
  };

  it("keeps a page with its policy, and reads it back once, unchanged", async () => {
    const serverDistDir = mkdtempSync(path.join(tmpdir(), "neno-page-cache-"));
    const handler = pageCache(serverDistDir);
    await handler.set(
      "/en/bible/John/3",
      page as never,
      {
        cacheControl: { revalidate: false, expire: undefined },
      } as never,
    );

    const stored = readFileSync(path.join(serverDistDir, "app/en/bible/John/3.html"), "utf8");
    expect(stored).toBe(withScriptPolicy(PAGE));
    const entry = await handler.get("/en/bible/John/3", { kind: "APP_PAGE" } as never);
    expect((entry?.value as { html?: string } | null)?.html).toBe(stored);
  });

  it("hands an unchanging page to proxy.ts as served, but not a page answering 'not found'", async () => {
    const handler = pageCache();
    const ctx = { cacheControl: { revalidate: false, expire: undefined } } as never;
    await handler.set("/sw/bible/Yuda/1", page as never, ctx);
    await handler.set("/sw/bible/Yuda/9", { ...page, status: 404 } as never, ctx);

    const kept = keptPage("/sw/bible/Yuda/1");
    expect(new TextDecoder().decode(kept!.html)).toBe(withScriptPolicy(PAGE));
    expect(keptPage("/sw/bible/Yuda/9")).toBeUndefined();
  });

  it("hands over the landing as read, for as long as it stays fresh from when it was rendered", async () => {
    const handler = pageCache();
    const ctx = { cacheControl: { revalidate: 300, expire: undefined } } as never;
    await handler.set("/sw", page as never, ctx);
    const stored = keptPage("/sw");
    expect(stored!.keptUntil).toBeGreaterThan(Date.now() + 299_000);
    await handler.get("/sw", { kind: "APP_PAGE" } as never);
    expect(keptPage("/sw")).toBe(stored);
  });
});
