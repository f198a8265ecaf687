import { describe, expect, it } from "vitest";
import { filterFaqs, type FaqEntry } from "./faq";

const entries: FaqEntry[] = [
  {
    key: "payment",
    question: "How do I pay for Premium?",
    answer: "Use M-Pesa or a bank transfer.",
  },
  { key: "signIn", question: "I can't sign in.", answer: "Check your e-mail and password." },
  { key: "privacy", question: "Je, taarifa zangu ni za siri?", answer: "Hatuuzi taarifa zako." },
];

describe("filterFaqs", () => {
  it("returns every entry for an empty query", () => {
    expect(filterFaqs(entries, "  ")).toHaveLength(3);
  });

  it("matches words in the question or the answer, in any case", () => {
    expect(filterFaqs(entries, "M-PESA").map((entry) => entry.key)).toEqual(["payment"]);
    expect(filterFaqs(entries, "password sign").map((entry) => entry.key)).toEqual(["signIn"]);
    expect(filterFaqs(entries, "taarifa siri").map((entry) => entry.key)).toEqual(["privacy"]);
  });

  it("finds nothing when a word is missing", () => {
    expect(filterFaqs(entries, "pay refund")).toEqual([]);
  });
});
