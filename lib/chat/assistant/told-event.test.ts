import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { analyzeMessage } from "./intents";
import { answerWithDetails } from "./pipeline";
import { SAME_STORY_QUESTION } from "./study-templates";

function analysis(message: string, locale: Locale = "en") {
  return analyzeMessage({ message, history: [], locale });
}

describe("events told by what happened rather than by name", () => {
  it.each<[string, Locale, string]>([
    ["the dream where angels were going up and down a ladder to heaven", "en", "bethel"],
    [
      "when the disciples were in a room and tongues like fire came on their heads",
      "en",
      "pentecost",
    ],
    [
      "when fire fell on an altar soaked with water and the prophets of baal were put to shame",
      "en",
      "mount-carmel",
    ],
    [
      "the time jesus told peter to find a coin in a fishs mouth to pay the tax",
      "en",
      "coin-in-the-fish",
    ],
    ["kichaka kilichokuwa kinawaka moto lakini hakiteketei", "sw", "burning-bush"],
    ["kwa nini watu walianza kuongea lugha tofauti walipokuwa wakijenga mnara", "sw", "babel"],
    ["when god sent frogs and locusts on egypt", "en", "plagues-of-egypt"],
    ["the story where jesus cursed a fig tree", "en", "cursing-of-the-fig-tree"],
    // "Disciples … called" names the calling of the disciples only out of its order.
    ["in which city were the disciples first called christians", "en", "antioch"],
  ])("%s → %s", (message, locale, id) => {
    const result = analysis(message, locale);
    expect(result.intent).toBe("story");
    expect(result.study.entries[0]?.entry.id).toBe(id);
  });

  it.each<[string, Locale]>([
    ["my boda boda was stolen last night, it was the only way i feed my family", "en"],
    ["tumemzika mtoto wetu jana, aligongwa na gari akitoka shule", "sw"],
    // Done to "us": the landlord chasing the reader's family out, not a house in Capernaum.
    ["mwenye nyumba anataka kutufukuza nyumbani", "sw"],
    ["mjomba amenifukuza kwenye nyumba ya marehemu baba", "sw"],
    // The spoken first person ("na-" for "nina-") tells the reader's life too.
    ["nafanya kazi ya ulinzi na naona haina faida", "sw"],
  ])("a reader's own life is no Bible story: %s", (message, locale) => {
    expect(analysis(message, locale).intent).not.toBe("story");
  });

  it("finds one described as someone's keeper, even when the story quotes them in the first person", () => {
    const result = analysis(
      "mlinzi wa gereza aliyeuliza nifanye nini nipate kuokoka baada ya tetemeko la nchi",
      "sw",
    );
    expect(result.study.entries[0]?.entry.id).toBe("paul-and-silas-in-prison");
  });

  it("leaves a question on a topic it names to the topic: mtu anaokolewa kwa kutenda mema?", () => {
    const result = analysis("mtu anaokolewa kwa kwenda kanisani na kutenda mema?", "sw");
    expect(result.intent).toBe("question");
    expect(result.topics[0]?.topic.id).toBe("salvation");
  });

  it.each<[string, Locale, string]>([
    [
      "the woman who poured perfume on jesus feet and wiped them with her hair",
      "en",
      "mary-of-bethany",
    ],
    ["mfalme aliyekuwa kama mnyama akala majani kama ng'ombe", "sw", "nebuchadnezzar"],
  ])("knows a story by the words of its passages too: %s", (message, locale, id) => {
    expect(analysis(message, locale).study.entries[0]?.entry.id).toBe(id);
  });

  it("tells one of two stories the words fit alike, and asks about the other", async () => {
    const { text } = await answerWithDetails(
      { message: "punda aliyeongea na nabii njiani", locale: "sw", history: [] },
      { provider: null },
    );
    const result = analysis("punda aliyeongea na nabii njiani", "sw");
    const [told] = result.study.entries;
    const [other] = result.study.alternatives;
    expect(result.study.toldAlike).toBe(true);
    expect([told?.entry.id, other?.id].sort()).toEqual(["balaams-donkey", "triumphal-entry"]);
    expect(text).toContain(
      SAME_STORY_QUESTION.sw(told!.entry.names.sw[0], [other!.names.sw[0]]).split(",")[0],
    );
  });

  it.each<[string, Locale, string]>([
    ["the boy with five loaves and two fish", "en", "feeding-the-five-thousand"],
    ["who was the boy whose lunch jesus used", "en", "feeding-the-five-thousand"],
    ["mvulana mwenye mikate mitano na samaki wawili", "sw", "feeding-the-five-thousand"],
    ["mvulana aliyempa Yesu chakula chake", "sw", "feeding-the-five-thousand"],
    ["why did Moses and Elijah appear with Jesus on the mountain", "en", "transfiguration"],
    ["uso wa Yesu ulipong'aa kama jua mlimani", "sw", "transfiguration"],
    ["the ground opened and swallowed the rebels", "en", "korahs-rebellion"],
    ["what happened to korah", "en", "korahs-rebellion"],
    ["ardhi ilipofunguka ikawameza waasi", "sw", "korahs-rebellion"],
    ["Kora na wenzake walipomwasi Musa", "sw", "korahs-rebellion"],
    ["why was jeremiah thrown into a pit", "en", "jeremiah-in-the-cistern"],
    ["kwa nini Yeremia alitupwa shimoni", "sw", "jeremiah-in-the-cistern"],
  ])("knows an event told by one detail of it: %s", (message, locale, id) => {
    const result = analysis(message, locale);
    expect(result.intent).toBe("story");
    expect(result.study.entries[0]?.entry.id).toBe(id);
  });

  it.each<[string, Locale, string]>([
    ["daudi alikuwa mtu wa aina gani mbona mungu alimpenda ingawa alikosea", "sw", "david"],
    ["yesu alimfufua lazaro baada ya siku nne kaburini, nieleze hiyo story", "sw", "lazarus"],
    ["the bush that was on fire but did not burn up", "en", "burning-bush"],
  ])("keeps the one named before one its words only brush: %s", (message, locale, id) => {
    expect(analysis(message, locale).study.entries[0]?.entry.id).toBe(id);
  });

  it("hears no name of God in everyday words: 'am married … who … i like it'", () => {
    const result = analysis(
      "am married but theres this lady at work who keeps texting me n i like it. is it wrong",
    );
    expect(result.intent).not.toBe("story");
  });

  it("keeps a person asked about by name: Yuda alikuwa nani", () => {
    expect(analysis("Yuda alikuwa nani?", "sw").study.entries[0]?.entry.kind).toBe("person");
    expect(analysis("Yuda alikuwa nani?", "sw").study.entries[0]?.entry.id).not.toBe("isaiah");
  });

  it.each<[string, Locale, string]>([
    ["nieleze kuhusu naamani kujichovya mto yordani mara saba", "sw", "naaman"],
    ["naaman washing seven times in the jordan river", "en", "naaman"],
    ["yesu alibatizwa mto yordani ilikuwaje", "sw", "baptism-of-jesus"],
  ])("asks about the story told at a place it names beside it: %s", (message, locale, id) => {
    expect(analysis(message, locale).study.entries[0]?.entry.id).toBe(id);
  });

  it.each<[string, Locale, string]>([
    ["musa mlimani sinai", "sw", "mount-sinai"],
    ["moses on mount sinai", "en", "mount-sinai"],
    ["what did elijah do on mount carmel", "en", "mount-carmel"],
    ["eliya na manabii wa baali mlimani karmeli", "sw", "mount-carmel"],
  ])("asks about a place whose own story is the person's: %s", (message, locale, id) => {
    expect(analysis(message, locale).study.entries[0]?.entry.id).toBe(id);
  });

  it("still asks about a place named alone: kilichotokea mlimani karmeli", () => {
    expect(analysis("kilichotokea mlimani karmeli", "sw").study.entries[0]?.entry.id).toBe(
      "mount-carmel",
    );
  });
});
