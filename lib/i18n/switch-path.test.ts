import { describe, expect, it } from "vitest";
import { switchLanguagePath } from "./switch-path";

describe("switchLanguagePath", () => {
  it("swaps the section word and the book name", () => {
    expect(switchLanguagePath("/en/bible/John/3", "sw")).toBe("/sw/biblia/Yohana/3");
    expect(switchLanguagePath("/sw/biblia/Yohana/3", "en")).toBe("/en/bible/John/3");
    expect(switchLanguagePath("/en/bible/1%20John/4", "sw")).toBe("/sw/biblia/1%20Yohana/4");
    expect(switchLanguagePath("/en/bible", "sw")).toBe("/sw/biblia");
  });

  it("keeps story slugs, queries and verse anchors", () => {
    expect(switchLanguagePath("/en/stories/david-and-goliath", "sw")).toBe("/sw/hadithi/david-and-goliath");
    expect(switchLanguagePath("/sw/hadithi?tags=faith", "en")).toBe("/en/stories?tags=faith");
    expect(switchLanguagePath("/en/bible/John/3#v16", "sw")).toBe("/sw/biblia/Yohana/3#v16");
  });

  it("keeps pages whose path is the same in both languages", () => {
    expect(switchLanguagePath("/en/upgrade", "sw")).toBe("/sw/upgrade");
    expect(switchLanguagePath("/sw", "en")).toBe("/en");
  });

  it("leaves an unknown book segment as it is", () => {
    expect(switchLanguagePath("/en/bible/Hezekiah/1", "sw")).toBe("/sw/biblia/Hezekiah/1");
  });
});
