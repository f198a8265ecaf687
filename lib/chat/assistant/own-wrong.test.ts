import { describe, expect, it } from "vitest";
import { tellsOwnWrong } from "./own-wrong";
import { wordsOf } from "./text-matching";
import { needOf } from "@/tests/support/assistant";

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

describe("shame over what the reader suffered", () => {
  it.each([
    ["i tested positive last month and i feel so dirty", "en", "chronic-illness"],
    ["nimegundua nina virusi na najiona mchafu", "sw", "chronic-illness"],
    ["he raped me last year and i still feel dirty", "en", "domestic-violence"],
    ["alinibaka mwaka jana na bado najiona mchafu", "sw", "domestic-violence"],
  ] as const)("asks comfort for it before forgiveness: %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it.each([
    ["i keep going back to porn even after praying, i feel so dirty", "en"],
    ["i cheated on my wife and i feel dirty", "en"],
    ["nimezini na najiona mchafu mbele za mungu", "sw"],
  ] as const)("leaves the reader's own wrong to forgiveness: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("gods-forgiveness");
  });
});
