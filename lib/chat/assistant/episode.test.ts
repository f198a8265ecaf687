import { describe, expect, it } from "vitest";
import { answer } from "./index";

async function cited(message: string, locale: "en" | "sw"): Promise<string[]> {
  const reply = await answer({ message, history: [], locale });
  return reply.verses.map((verse) => verse.split(" — ")[0]);
}

describe("an episode of a person's story", () => {
  it("cites Genesis 41 for Joseph and Pharaoh's dreams, in both languages", async () => {
    expect((await cited("joseph interpreting pharaohs dreams", "en"))[0]).toMatch(/^Genesis 41:/u);
    const swahili = await cited("Yusufu na ndoto za Farao kuhusu ng'ombe saba", "sw");
    expect(swahili[0]).toMatch(/^Mwanzo 41:/u);
  });

  it("keeps the story's own order when one shared word proves little", async () => {
    expect((await cited("yesu alimfufua lazaro aje", "sw"))[0]).toMatch(/^Yohana 11:/u);
  });

  it("answers the whole story when asked who the person was", async () => {
    expect((await cited("Stefano alikuwa nani katika kanisa la kwanza", "sw"))[0]).toMatch(
      /^Matendo ya Mitume 7:/u,
    );
  });
});

describe("an event named by one of its moments", () => {
  it.each([
    ["Jesus wept", "en", /^John 11:32/u],
    ["why did jesus weep when lazarus died", "en", /^John 11:32/u],
    ["Yesu alipolia", "sw", /^Yohana 11:32/u],
    ["yesu aliliaje kwa lazaro", "sw", /^Yohana 11:32/u],
    ["how did moses die", "en", /^Deuteronomy 3[24]:/u],
    ["when moses was dying on the mountain", "en", /^Deuteronomy 3[24]:/u],
  ] as const)("cites the passage telling that moment first: %s", async (message, locale, first) => {
    expect((await cited(message, locale))[0]).toMatch(first);
  });

  it("keeps the story's own order when named whole: the raising of Lazarus", async () => {
    expect((await cited("the raising of lazarus", "en"))[0]).toMatch(/^John 11:39/u);
  });
});

describe("a name before a clause and another inside it", () => {
  it("takes the Simon who offered Peter money for Simon the sorcerer", async () => {
    const passages = await cited(
      "who was the simon who offered peter money to get the holy spirit",
      "en",
    );
    expect(passages[0]).toMatch(/^Acts 8:/u);
  });

  it("still reads a burning bush described by a clause as the burning bush", async () => {
    expect((await cited("the bush that was on fire but did not burn up", "en"))[0]).toMatch(
      /^Exodus 3:/u,
    );
  });
});
