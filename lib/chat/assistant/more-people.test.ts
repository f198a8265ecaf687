import { describe, expect, it } from "vitest";
import { firstPassage } from "@/tests/support/assistant";

/**
 * Judges, kings, prophets and others the index lacked: asked about by name, in either language,
 * the reply opens with the passage that tells their story.
 */
describe("people the index came to know in round q21", () => {
  it.each([
    ["who was Othniel", "en", "Judges 3:7–11"],
    ["Ehudi alikuwa nani?", "sw", "Judges 3:15–16"],
    ["tell me about Jephthah and his vow", "en", "Judges 11:1–3"],
    ["Yaeli alifanya nini?", "sw", "Judges 4:17–22"],
    ["what happened to Naboth", "en", "1 Kings 21:1–4"],
    ["nabii Mikaya alikuwa nani", "sw", "1 Kings 22:6–8"],
    ["who was King Jehu", "en", "2 Kings 9:1–3"],
    ["malkia Athalia alikuwa nani", "sw", "2 Kings 11:1–3"],
    ["who was Joash the boy king", "en", "2 Kings 11:2–3"],
    ["mfalme Uzia alifanya kosa gani", "sw", "2 Chronicles 26:3–5"],
    ["mfalme Manase alitubu vipi", "sw", "2 Kings 21:1–6"],
    ["who was Zerubbabel", "en", "Ezra 3:8–11"],
    ["Habakuki alilalamika nini kwa Mungu", "sw", "Habakkuk 1:2–4"],
    ["who was the prophet Malachi", "en", "Malachi 1:1–2"],
    ["Onesimo alikuwa nani", "sw", "Philemon 1:10–12"],
    ["nieleze habari ya mwanamke Mshunami", "sw", "2 Kings 4:8–10"],
    ["what was Paul's thorn in the flesh", "en", "2 Corinthians 12:7–10"],
  ] as const)("%s (%s): %s", (message, locale, passage) => {
    expect(firstPassage(message, locale)).toBe(passage);
  });
});

/** Events the index lacked, found by round q25: asked about as readers tell them. */
describe("events the index came to know in round q25", () => {
  it.each([
    ["why did Dagon fall before the ark", "en", "1 Samuel 4:10–11"],
    ["sanduku la Mungu lilipokuwa kwa Wafilisti kulitokea nini", "sw", "1 Samuel 4:10–11"],
    ["why was the curtain of the temple torn", "en", "Matthew 27:50–51"],
    ["pazia la hekalu lilipasuka kwa nini", "sw", "Matthew 27:50–51"],
    ["tell me about the apostles in prison and the angel", "en", "Acts 5:17–21"],
    ["mitume walitolewaje gerezani na malaika", "sw", "Acts 5:17–21"],
    ["how long did it take to rebuild the walls of jerusalem", "en", "Nehemiah 2:17–18"],
    ["kuta za Yerusalemu zilijengwa upya vipi", "sw", "Nehemiah 2:17–18"],
  ] as const)("%s (%s): %s", (message, locale, passage) => {
    expect(firstPassage(message, locale)).toBe(passage);
  });
});
