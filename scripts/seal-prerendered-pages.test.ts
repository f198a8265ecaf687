import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POLICY_META, withScriptPolicy } from "@/lib/site/page-cache-handler.mjs";
import { sealPrerenderedPages } from "./seal-prerendered-pages";

const PAGE =
  `<!DOCTYPE html><html lang="sw"><head><meta charSet="utf-8"/></head>` +
  `<body><script>self.__next_f.push([1,"0:{}"])</script></body></html>`;

describe("sealPrerenderedPages", () => {
  it("gives every prerendered page its policy once and leaves other files alone", async () => {
    const app = mkdtempSync(path.join(tmpdir(), "neno-seal-"));
    mkdirSync(path.join(app, "sw", "biblia", "Zaburi"), { recursive: true });
    const chapter = path.join(app, "sw", "biblia", "Zaburi", "23.html");
    const sealed = path.join(app, "sw.html");
    const payload = path.join(app, "sw", "biblia", "Zaburi", "23.rsc");
    writeFileSync(chapter, PAGE);
    writeFileSync(sealed, withScriptPolicy(PAGE));
    writeFileSync(payload, PAGE);

    expect(await sealPrerenderedPages(app)).toBe(1);
    expect(readFileSync(chapter, "utf8")).toBe(withScriptPolicy(PAGE));
    expect(readFileSync(chapter, "utf8")).toContain(POLICY_META);
    expect(readFileSync(sealed, "utf8")).toBe(withScriptPolicy(PAGE));
    expect(readFileSync(payload, "utf8")).toBe(PAGE);
    expect(await sealPrerenderedPages(app)).toBe(0);
  });
});
