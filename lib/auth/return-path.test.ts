import { describe, expect, it } from "vitest";
import { authPath, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeReturnPath("/en/bookmarks")).toBe("/en/bookmarks");
    expect(safeReturnPath("/sw/biblia/Yohana/3?q=upendo#v16")).toBe(
      "/sw/biblia/Yohana/3?q=upendo#v16",
    );
  });

  it("refuses open redirects and loops", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/%0d%0aSet-Cookie:x",
      "/\tevil",
      "en/bible",
      "/auth?callbackUrl=/en",
      "/api/v1/session/token/",
      "",
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value, "/"), String(value)).toBe(
        value === "/%0d%0aSet-Cookie:x" ? "/%0d%0aSet-Cookie:x" : "/",
      );
    }
  });
});

describe("authPath", () => {
  it("remembers a safe return path and the mode", () => {
    expect(authPath("/en/profile")).toBe("/auth?callbackUrl=%2Fen%2Fprofile");
    expect(authPath("/en/ai-chat", "signup")).toBe("/auth?mode=signup&callbackUrl=%2Fen%2Fai-chat");
    expect(authPath("https://evil.example")).toBe("/auth");
    expect(authPath()).toBe("/auth");
  });
});
