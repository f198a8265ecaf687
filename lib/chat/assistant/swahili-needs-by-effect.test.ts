import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { needOf } from "@/tests/support/assistant";

/**
 * Readers who never saw the topics' words name a need by what it does to them ("sina raha",
 * "sina hamu ya kula"), in slang ("pono") or by what happened ("moto uliteketeza kila kitu"):
 * each case reached another topic, or none, before its words were added.
 */
describe("needs named by their effects or in slang", () => {
  it.each([
    ["tangu aondoke sina raha kabisa, hata hamu ya kula sina", "sw", "depression"],
    ["siku hizi nimekosa raha na nimepoteza hamu ya kula", "sw", "depression"],
    ["moto ulichoma kila kitu dukani, sasa naanza upya", "sw", "lost-livelihood"],
    [
      "duka liliteketea usiku wa jana, sasa sina kitu na madeni ya benki yananisubiri",
      "sw",
      "lost-livelihood",
    ],
    ["kila usiku naangalia pono kwa simu hadi saa nane", "sw", "pornography"],
    ["nimepata daraja sifuri, naona maisha yangu yamekwisha", "sw", "failure"],
    [
      "dada yetu yuko saudia, simu yake imezimwa na hatujasikia habari zake",
      "sw",
      "missing-person",
    ],
    ["mume wangu, mke amehamia kwao na watoto, nifanyeje", "sw", "marriage-conflict"],
    ["bosi amenikata mshahara bila sababu mwezi huu", "sw", "unpaid-wages"],
    ["kanjo wamechukua meza yangu ya matunda leo asubuhi", "sw", "lost-livelihood"],
    ["watu wa kausha damu wananifuata kila siku", "sw", "debt"],
    ["nimehamia mji mpya, hakuna anayenitambua hapa", "sw", "loneliness"],
    [
      "binti yangu alipata mimba, ana miaka kumi na tano tu, tufanyeje",
      "sw",
      "unplanned-pregnancy",
    ],
  ] as const)("%s (%s) is about %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });
});

/**
 * A reader who questions God himself (is He there, why do the corrupt prosper, I am angry at
 * Him) is met with the Bible's own laments, not with verses for the story around the question.
 */
describe("questions about God himself", () => {
  it.each([
    ["nimeanza kujiuliza kama mungu yupo kweli, imani yangu inayumba", "sw", "doubt"],
    ["nimemkasirikia mungu kwa sababu mtoto wangu amefariki", "sw", "angry-at-god"],
    ["nahisi kama mungu amenidanganya, nimemtumikia bure miaka yote", "sw", "angry-at-god"],
    ["kwa nini waovu wanafanikiwa na sisi wacha mungu tunahangaika", "sw", "wicked-prosper"],
    ["why do corrupt people prosper while honest people struggle", "en", "wicked-prosper"],
  ] as const)("%s (%s) is about %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });
});

/**
 * Where the reader feels a need (at others' weddings) or what it does to them (sleepless nights)
 * is the story's setting: the need they name elsewhere is the question.
 */
describe("the setting of a need does not outrank it", () => {
  it.each([
    [
      "nina miaka 35 sijaolewa, kila harusi na send off wananiuliza wewe je",
      "sw",
      "waiting-for-spouse",
    ],
    ["usiku silali nikiwaza deni la benki linalonidai", "sw", "debt"],
    ["at every wedding they ask me, when is yours? im 35 and single", "en", "waiting-for-spouse"],
  ] as const)("%s (%s) is about %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });
});

describe("'baba yetu' said of a parent", () => {
  it("is no Lord's Prayer when the story tells what our father does", () => {
    const topics = analyzeMessage({
      message: "baba yetu amekuwa mlevi, kila jioni anarudi akitukana kila mtu",
      history: [],
      locale: "sw",
    }).topics.map(({ topic }) => topic.id);
    expect(topics).not.toContain("lords-prayer");
  });

  it("is still the Lord's Prayer when the prayer is asked about", () => {
    const [first] = analyzeMessage({
      message: "tufundishe sala ya baba yetu uliye mbinguni",
      history: [],
      locale: "sw",
    }).topics;
    expect(first?.topic.id).toBe("lords-prayer");
  });
});

it("reads prayers already prayed against a struggle as its setting, not as a question on prayer", () => {
  const topics = analyzeMessage({
    message:
      "nimejaribu kuacha kutazama video chafu lakini narudi tu, najiona mnafiki. nimeomba mara nyingi",
    history: [],
    locale: "sw",
  }).topics.map(({ topic }) => topic.id);
  expect(topics[0]).toBe("pornography");
  expect(topics.slice(0, 2)).not.toContain("prayer");
});
