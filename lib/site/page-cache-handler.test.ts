import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POLICY_META, withScriptPolicy } from "./page-cache-handler.mjs";

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
