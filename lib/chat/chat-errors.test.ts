import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import sw from "@/messages/sw.json";

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/gu)].map(([name]) => name);

describe("chat error texts", () => {
  it("exist in both languages with the same placeholders", () => {
    expect(Object.keys(sw.ChatErrors)).toEqual(Object.keys(en.ChatErrors));
    for (const key of Object.keys(en.ChatErrors) as Array<keyof typeof en.ChatErrors>) {
      expect(sw.ChatErrors[key]).not.toBe(en.ChatErrors[key]);
      expect(placeholders(sw.ChatErrors[key])).toEqual(placeholders(en.ChatErrors[key]));
    }
  });
});
