import { describe, expect, it } from "vitest";
import { answer } from "./index";

async function citedBooks(message: string, locale: "en" | "sw"): Promise<string[]> {
  const reply = await answer({ message, history: [], locale });
  return reply.verses.map((verse) => verse.split(/ \d/u)[0]);
}

describe("a shared name told apart by the rest of the question", () => {
  it("takes Joseph sold by his brothers for Jacob's son, in Swahili word forms", async () => {
    const books = await citedBooks("ilikuwaje yusufu kuuzwa na ndugu zake", "sw");
    expect(books).toContain("Mwanzo");
    expect(books).not.toContain("Luka");
  });

  it("takes Joseph with Potiphar for Jacob's son, the possessive written without apostrophe", async () => {
    const books = await citedBooks("how did joseph resist potiphars wife", "en");
    expect(books[0]).toBe("Genesis");
  });

  it("takes Mary at Jesus' feet for Mary of Bethany, though her name there is longer", async () => {
    const reply = await answer({
      message: "mary who sat listening at the feet of jesus",
      history: [],
      locale: "en",
    });
    expect(reply.verses[0]).toMatch(/^Luke 10:38/u);
  });

  it("reaches Miriam when readers call her Mary or Mariamu the sister of Moses", async () => {
    const swahili = await citedBooks("nieleze habari za mariamu dada wa musa", "sw");
    expect(swahili[0]).toBe("Kutoka");
    const english = await citedBooks("tell me about mary sister of moses", "en");
    expect(english[0]).toBe("Exodus");
  });

  it("reaches James the Lord's brother, not the son of Zebedee nor Jacob", async () => {
    expect((await citedBooks("Who was James the brother of Jesus?", "en"))[0]).toBe("Galatians");
    expect((await citedBooks("Yakobo ndugu yake Yesu alikuwa nani?", "sw"))[0]).toBe("Wagalatia");
    expect((await citedBooks("who wrote the book of james", "en"))[0]).toBe("Galatians");
  });

  it("reaches Simon the sorcerer, named or told by what he did", async () => {
    expect((await citedBooks("Simoni mchawi", "sw"))[0]).toBe("Matendo ya Mitume");
    expect((await citedBooks("simon who tried to buy the holy spirit with money", "en"))[0]).toBe(
      "Acts",
    );
  });

  it("asks about the one named first when the other is named as their relative", async () => {
    for (const [message, locale, first] of [
      ["Elizabeth the mother of John the Baptist", "en", /^Luke 1:5/u],
      ["Elisabeti mama yake Yohana Mbatizaji", "sw", /^Luka 1:5/u],
    ] as const) {
      const reply = await answer({ message, history: [], locale });
      expect(reply.verses[0]).toMatch(first);
    }
  });

  it("still asks which one when nothing else in the question tells them apart", async () => {
    const reply = await answer({ message: "mariamu alikuwa nani", history: [], locale: "sw" });
    expect(reply.verses[0]).toMatch(/^Luka 1/u);
  });
});
