import { describe, expect, it } from "vitest";
import { parseReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { firstPassage } from "@/tests/support/assistant";
import { analyzeMessage } from "./intents";
import { answerWithDetails } from "./pipeline";
import { sameOrOverlapping } from "./scripture";

/**
 * Questions on what Jesus taught, asked by quoting what He said ("you are the light of the
 * world", "calling your brother a fool") or by the word readers use ("leader", "maskini"): the
 * reply opens His teaching, not a story that quotes the same words nor another saying like it.
 */
describe("a teaching asked by its saying", () => {
  it.each<[string, Locale, string]>([
    [
      "what did jesus mean when he said the gate is narrow and the road is hard",
      "en",
      "Matthew 7:13-14",
    ],
    ["yesu alimaanisha nini kusema ingieni kwa mlango mwembamba", "sw", "Matthew 7:13-14"],
    ["did jesus teach anything about serving two masters, god and money", "en", "Matthew 6:24"],
    [
      "yesu alifundisha nini aliposema mtu hawezi kutumikia mabwana wawili, mungu na mali",
      "sw",
      "Matthew 6:24",
    ],
    [
      "what did jesus mean, a branch cannot bear fruit by itself, what happens to it",
      "en",
      "John 15:4-5",
    ],
    [
      "jesus said whoever calls his brother a fool is in danger of fire, what did he mean",
      "en",
      "Matthew 5:21-22",
    ],
    ["yesu alisema tuwatendee nini wenye njaa na wahitaji", "sw", "Matthew 6:1-4"],
    [
      "yesu aliposema ninyi ni nuru ya ulimwengu alitaka sisi tufanye nini",
      "sw",
      "Matthew 5:13-16",
    ],
    ["what did jesus teach his disciples about being leaders", "en", "Mark 10:42-45"],
    ["yesu alisema nini kuhusu kulipa mabaya kwa mema", "sw", "Matthew 5:43-48"],
    ["yesu alifundisha nini kuhusu sisi kuwa chumvi", "sw", "Matthew 5:13-16"],
    // A parable's image used for faith asks for the saying on faith, not for the parable.
    ["what did jesus teach about faith as small as a mustard seed", "en", "Matthew 17:20"],
    ["yesu alisema tukiwa na imani kama punje ya haradali tutaweza nini", "sw", "Matthew 17:20"],
    // Whether He did away with the law asks what He taught of it, not for the Ten Commandments.
    ["did jesus come to abolish the law of moses", "en", "Matthew 5:17-20"],
    ["je Yesu aliitangua torati ya Musa", "sw", "Matthew 5:17-20"],
  ])("%s → His teaching, citing %s among the first two", async (message, locale, passage) => {
    expect(analyzeMessage({ message, history: [], locale }).intent).toBe("teaching");
    const { verses } = await answerWithDetails(
      { message, history: [], locale },
      { provider: null },
    );
    const wanted = parseReference(passage)!;
    const firstTwo = verses.slice(0, 2).map((entry) => parseReference(entry.split(" — ")[0])!);
    expect(firstTwo.some((shown) => sameOrOverlapping(shown, wanted))).toBe(true);
  });
});

describe("His own words asked about", () => {
  it("open with the teaching's passage that says them, though other verses say them too", () => {
    // "Little children" is in many verses; John 13:33 is Him speaking to the disciples.
    expect(firstPassage("what did jesus say about the little children", "en")).toBe(
      "Mark 10:13–16",
    );
  });
});

describe("the Beatitudes", () => {
  it.each<[string, Locale]>([
    ["jesus said blessed are the poor in spirit, what does that mean", "en"],
    ["heri walio maskini wa roho, yesu alimaanisha nini", "sw"],
  ])("%s → His teaching on them", (message, locale) => {
    const { intent, study } = analyzeMessage({ message, history: [], locale });
    expect(intent).toBe("teaching");
    expect(study.teaching?.teaching.id).toBe("beatitudes");
  });
});

describe("a teaching named by a phrase of its own, without His name", () => {
  it("takes 'the rich young ruler' for the rich young man's story (Mark 10:17-22)", () => {
    const analysis = analyzeMessage({ message: "the rich young ruler", history: [], locale: "en" });
    expect(analysis.intent).toBe("teaching");
    expect(analysis.study.teaching?.teaching.id).toBe("rich-young-man");
  });

  it("leaves a shorter phrase of one to the reader's need: 'sell everything' names no teaching alone", () => {
    const analysis = analyzeMessage({
      message: "should i sell everything and move to the city",
      history: [],
      locale: "en",
    });
    expect(analysis.study.teaching).toBeUndefined();
  });
});
