import { describe, expect, it } from "vitest";
import { isAllowed, pageAccessFor } from "./guarded-paths";

describe("pageAccessFor", () => {
  it("guards chat, upgrade and support for anyone signed in, bookmarks and profile for members", () => {
    expect(pageAccessFor("/en/ai-chat")).toEqual({ allowGuest: true });
    expect(pageAccessFor("/sw/upgrade")).toEqual({ allowGuest: true });
    expect(pageAccessFor("/en/support")).toEqual({ allowGuest: true });
    expect(pageAccessFor("/sw/bookmarks")).toEqual({ allowGuest: false });
    expect(pageAccessFor("/en/profile/")).toEqual({ allowGuest: false });
    expect(pageAccessFor("/en/ai-chat/sessions/1")).toEqual({ allowGuest: true });
  });

  it("leaves open pages alone", () => {
    for (const path of [
      "/en",
      "/en/bible/John/3",
      "/sw/hadithi",
      "/en/privacy-policy",
      "/auth",
      "/profile",
      "/en/constructor",
    ]) {
      expect(pageAccessFor(path), path).toBeNull();
    }
  });
});

describe("isAllowed", () => {
  it("lets members in, guests only where allowed, nobody never", () => {
    expect(isAllowed({ allowGuest: false }, { isGuest: false })).toBe(true);
    expect(isAllowed({ allowGuest: false }, { isGuest: true })).toBe(false);
    expect(isAllowed({ allowGuest: true }, { isGuest: true })).toBe(true);
    expect(isAllowed({ allowGuest: true }, null)).toBe(false);
  });
});
