import { describe, expect, it } from "vitest";
import { tellsOwnWrong } from "./own-wrong";
import { wordsOf } from "./text-matching";

describe("the reader's own wrong", () => {
  it.each([
    "i cheated on my wife",
    "I have lied to my boss",
    "nilimsaliti mke wangu",
    "nimemkosea mama",
    "niliiba pesa kazini",
  ])("is told: %s", (message) => {
    expect(tellsOwnWrong(wordsOf(message))).toBe(true);
  });

  it.each(["my husband cheated on me", "alinidanganya", "mume wangu alinisaliti"])(
    "is not a wrong done to the reader: %s",
    (message) => {
      expect(tellsOwnWrong(wordsOf(message))).toBe(false);
    },
  );
});
