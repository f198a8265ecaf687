import { describe, expect, it } from "vitest";
import { parseReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { analyzeMessage } from "./intents";
import { retrievePassages } from "./retrieval";
import { sameOrOverlapping } from "./scripture";

/** Whether the passage is among the first two retrieved, the two a reply quotes. */
function quotedFirst(message: string, locale: Locale, wanted: string): boolean {
  const analysis = analyzeMessage({ message, history: [], locale });
  const reference = parseReference(wanted)!;
  return retrievePassages(analysis, { limit: 2 }).some((passage) =>
    sameOrOverlapping(passage.reference, reference),
  );
}

describe("episodes of a life asked as events of their own", () => {
  it.each<[string, Locale, string]>([
    ["explain the story of elisha and the bears", "en", "2 Kings 2:24"],
    ["elisha na dubu wawili ilikuwaje", "sw", "2 Kings 2:24"],
    ["why did moses lift up a bronze snake in the desert", "en", "Numbers 21:9"],
    ["musa alitengeneza nyoka wa shaba kwa nini", "sw", "Numbers 21:9"],
    ["when hezekiah was sick and god gave him more years", "en", "2 Kings 20:6"],
    ["how did gideon win the battle with only three hundred men", "en", "Judges 7:7"],
    ["gideoni aliwashinda wamidiani kwa tarumbeta na mitungi", "sw", "Judges 7:7"],
    ["why did moses strike the rock", "en", "Numbers 20:11"],
    ["musa na mwamba kule meriba", "sw", "Numbers 20:11"],
    ["solomon and the two mothers fighting over a baby", "en", "1 Kings 3:25"],
    ["hukumu ya sulemani kati ya wanawake wawili", "sw", "1 Kings 3:25"],
    ["what happened when saul went to the witch of endor", "en", "1 Samuel 28:7"],
    ["habari ya wapelelezi kumi na wawili", "sw", "Numbers 13:27"],
    ["jacob wrestling with god", "en", "Genesis 32:24"],
    ["yakobo alishindana na malaika", "sw", "Genesis 32:24"],
    ["david dancing before the lord", "en", "2 Samuel 6:14"],
    ["daudi alicheza mbele ya bwana", "sw", "2 Samuel 6:14"],
    ["mafuta ya mjane elisha", "sw", "2 Kings 4:2"],
    ["the axe head that floated", "en", "2 Kings 6:6"],
    ["paulo athene", "sw", "Acts 17:23"],
    ["the death of john the baptist", "en", "Mark 6:17"],
    ["kichwa cha yohana mbatizaji", "sw", "Mark 6:17"],
    ["when jesus was 12 in the temple", "en", "Luke 2:46"],
    ["why did the israelites wander 40 years", "en", "Numbers 13:28"],
    ["what happened at the tomb on sunday morning", "en", "Matthew 28:6"],
    ["nini kilitokea kaburini siku ya tatu", "sw", "Matthew 28:6"],
    ["samson and the lion", "en", "Judges 14:6"],
    ["samsoni na simba", "sw", "Judges 14:6"],
    ["why was moses not allowed to enter canaan", "en", "Numbers 20:12"],
    ["kwa nini musa hakuingia kanaani", "sw", "Numbers 20:12"],
    ["why did jesus get angry in the temple", "en", "Mark 11:15"],
    ["kwa nini yesu alikasirika hekaluni", "sw", "Mark 11:15"],
  ])("%s cites %s", (message, locale, wanted) => {
    expect(quotedFirst(message, locale, wanted)).toBe(true);
  });
});

describe("an event that only says which one is meant", () => {
  it("answers which Herod beheaded John, not the beheading", () => {
    const analysis = analyzeMessage({
      message: "which herod beheaded john the baptist",
      history: [],
      locale: "en",
    });
    expect(analysis.study.entries[0]?.entry.id).toBe("herod-antipas");
  });
});

describe("why something in a story happened", () => {
  it("is answered from the story that tells why", () => {
    expect(quotedFirst("why did god send the flood", "en", "Genesis 6:5")).toBe(true);
    expect(
      analyzeMessage({ message: "why did god send the flood", history: [], locale: "en" }).intent,
    ).toBe("story");
  });

  it("is the reader's own need when they tell of their life", () => {
    const analysis = analyzeMessage({
      message: "the flood took our house and the crops, why did god allow this",
      history: [],
      locale: "en",
    });
    expect(analysis.intent).not.toBe("story");
    expect(analysis.topics.length).toBeGreaterThan(0);
  });
});
