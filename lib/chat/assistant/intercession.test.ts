import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { analyzeMessage } from "./intents";
import { prayedFor } from "./intercession";
import { answerWithDetails } from "./pipeline";
import { buildSystemPrompt } from "./prompt";
import { retrievePassages } from "./retrieval";
import { wordsOf } from "./text-matching";

async function prayer(message: string, locale: Locale): Promise<string> {
  const { text } = await answerWithDetails({ message, locale, history: [] }, { provider: null });
  return text;
}

describe("a prayer asked for someone else", () => {
  it.each<[string, string, "her" | "him" | "them", boolean]>([
    ["pray for my sister who is pregnant", "my sister", "her", false],
    ["please pray for my friend who lost his job", "my friend", "him", false],
    ["pls pray for my friend, she miscarried her baby yesterday", "my friend", "her", false],
    ["pray for my 5 year old son he has fever", "my 5 year old son", "him", false],
    ["my son is admitted in hospital with malaria, please pray", "my son", "him", false],
    ["pray for my children", "my children", "them", true],
    ["niombee mama yangu aliye hospitalini", "mama yangu", "her", false],
    ["muombee kaka yangu ameshindwa kuacha pombe", "kaka yangu", "him", false],
    ["Niombee mwanangu ni mgonjwa sana amelazwa hospitalini", "mwanangu", "them", false],
    ["tuombee wazazi wangu", "wazazi wangu", "them", true],
    // the bare imperative "ombea" asks as "niombee" does
    ["ombea dada yangu anafanya mtihani kesho", "dada yangu", "her", false],
    ["ombea watoto wangu wanasafiri", "watoto wangu", "them", true],
  ])("finds whom it is for: %s", (message, person, pronoun, plural) => {
    expect(prayedFor(wordsOf(message))).toMatchObject({ person, pronoun, plural });
  });

  it.each([
    "please pray for me i lost my job today",
    "pray for me and my husband, we separated last month",
    "kindly pray for my marriage, me and my wife fight every day",
    "pray for my marriage, my husband wants a divorce",
    "niombee ndoa yangu, mume wangu anataka talaka",
    "niombee nimepoteza kazi leo",
    "niombee, app za mkopo zinawapigia ndugu zangu kunitangaza",
  ])("leaves a prayer for the reader's own need in their voice: %s", (message) => {
    expect(prayedFor(wordsOf(message))).toBeUndefined();
  });

  it.each<[string, Locale, string, RegExp]>([
    ["pray for my sister who is pregnant", "en", "Lord, be with my sister.", /mother and baby/],
    ["please pray for my friend who lost his job", "en", "Lord, be with my friend.", /Hold him/],
    ["niombee mama yangu aliye hospitalini", "sw", "Bwana, mwangalie mama yangu.", /Mshike/],
    ["tuombee wazazi wangu", "sw", "Bwana, waangalie wazazi wangu.", /Washike/],
  ])("prays for them in the third person: %s", async (message, locale, opening, rest) => {
    const text = await prayer(message, locale);
    const prayed = text.split("\n\n").find((paragraph) => paragraph.startsWith(opening)) ?? "";
    expect(prayed).toMatch(rest);
    expect(prayed).not.toMatch(/\bI am\b|\bgive me\b|\bNakuletea\b|\bnipe\b/u);
  });

  it("hears whom the prayer is for apart from what they need", async () => {
    const text = await prayer(
      "can u pray for our pastor hes being threatened by some ppl in the village",
      "en",
    );
    expect(text).toContain("Lord, be with our pastor.");
    expect(text).not.toContain("Hebrews 10:24");
    expect(
      await prayer("my bro was in a boda accident last nyt hes in icu. plz pray", "en"),
    ).toContain("Lord, be with my brother.");
  });

  it.each<[string, Locale, string]>([
    ["our son is at the doctor with a bad rash, pls pray for him", "en", "sick-child"],
    ["my husband is at the clinic with a deep wound, pray for him", "en", "healing"],
    ["mwombee mama yangu yuko zahanati tangu jana", "sw", "healing"],
  ])("hears a visit to the doctor as a need for healing: %s", (message, locale, id) => {
    const analysis = analyzeMessage({ message, history: [], locale });
    expect(analysis.topics[0]?.topic.id).toBe(id);
  });

  it("hears a threat as a need for protection", () => {
    const analysis = analyzeMessage({
      message: "pray for my uncle, he is being threatened by his neighbours",
      history: [],
      locale: "en",
    });
    expect(analysis.topics[0]?.topic.id).toBe("protection");
  });

  it("still prays in the reader's voice for their own need", async () => {
    const text = await prayer("pray for me and my husband, we separated last month", "en");
    expect(text).not.toContain("be with my husband");
    expect(text).toMatch(/\bme\b/u);
  });

  it("tells a model whom the prayer is for", () => {
    const analysis = analyzeMessage({
      message: "pray for my sister who is pregnant",
      history: [],
      locale: "en",
    });
    expect(buildSystemPrompt(analysis, retrievePassages(analysis))).toContain(
      "the reader's sister",
    );
  });
});
