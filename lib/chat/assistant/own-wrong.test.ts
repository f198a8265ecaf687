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
    "I have been stealing from the shop where I work",
    "i am cheating on my husband with a colleague",
  ])("is told: %s", (message) => {
    expect(tellsOwnWrong(wordsOf(message))).toBe(true);
  });

  it.each([
    "my husband cheated on me",
    "alinidanganya",
    "mume wangu alinisaliti",
    "i found out my husband is cheating",
    "i think our maid has been stealing",
  ])("is not a wrong done to the reader: %s", (message) => {
    expect(tellsOwnWrong(wordsOf(message))).toBe(false);
  });
});
