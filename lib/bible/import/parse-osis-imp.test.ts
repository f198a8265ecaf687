import { describe, expect, it } from "vitest";
import { BibleImportError } from "./errors";
import { parseOsisImpBible } from "./parse-osis-imp";

function imp(...entries: Array<[string, string]>): string {
  return entries.map(([header, markup]) => `$$$${header}\n${markup}`).join("\n");
}

function parse(source: string) {
  return parseOsisImpBible(source, "TEST", "test.imp");
}

describe("parseOsisImpBible", () => {
  it("keeps exactly one space where notes and quotation tags meet words", () => {
    const bible = parse(
      imp(
        ["John 3:0", '<chapter n="3" osisID="John.3" sID="John.3"/>'],
        [
          "John 3:16",
          '<q marker="" who="Jesus"><w lemma="strong:G1063">For</w> <w>God</w> so loved the world, that he gave his only born</q>' +
            '<note placement="foot"><reference type="annotateRef">3:16 </reference>The phrase “only born” is from the Greek.</note>' +
            '<q marker="" who="Jesus"><w lemma="strong:G5207">Son</w>, that whoever believes in him should not perish. </q>',
        ],
        [
          "John 3:17",
          'In the beginning, God<note placement="foot">Elohim.</note><w>created</w> the heavens.',
        ],
        ["John 3:18", '<q who="Jesus">“Go.”</q><w>Then</w> he left.'],
        [
          "John 3:19",
          '<q who="Jesus">“Aren’t sparrows sold for coins</q> <note placement="foot">An assarion.</note> <q who="Jesus">? Not one.”</q>',
        ],
      ),
    );
    const verses = bible.books.get("John")![2].verses;
    expect(verses[15]).toBe(
      "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish.",
    );
    expect(verses[16]).toBe("In the beginning, God created the heavens.");
    expect(verses[17]).toBe("“Go.” Then he left.");
    expect(verses[18]).toBe("“Aren’t sparrows sold for coins? Not one.”");
  });

  it("keeps footnotes, cross references and words of Jesus apart from the text", () => {
    const bible = parse(
      imp(
        ["John 3:0", '<chapter n="3" sID="John.3"/>'],
        [
          "John 3:16",
          '<q who="Jesus">For God so loved the world, that he gave his only born</q><note placement="foot"><reference type="annotateRef">3:16 </reference>Or, only begotten.</note><q who="Jesus"><w>Son</w>.</q> He said<note type="crossReference"><reference type="annotateRef">3:16 </reference><reference>Romans 5:8</reference></note> so.',
        ],
      ),
    );
    const chapter = bible.books.get("John")![2];
    const text = chapter.verses[15];
    expect(text).toBe("For God so loved the world, that he gave his only born Son. He said so.");
    expect(chapter.notes).toEqual([
      { verse: 16, offset: text.indexOf(" Son"), kind: "footnote", text: "Or, only begotten." },
      { verse: 16, offset: text.indexOf(" so."), kind: "crossReference", text: "Romans 5:8" },
    ]);
    expect(chapter.wordsOfJesus).toEqual([{ verse: 16, start: 0, end: text.indexOf(" He") }]);
  });

  it("keeps psalm titles, section headings and poetry lines as separate data", () => {
    const bible = parse(
      imp(
        [
          "Psalms 23:0",
          '<chapter n="23" sID="Ps.23"/> <title>BOOK 1</title> <lg sID="a"/> <l level="1" sID="b"/>',
        ],
        [
          "Psalms 23:1",
          '<title canonical="true" type="psalm">A Psalm by David.<note placement="foot">A note on the title.</note></title> Yahweh is my shepherd;<l eID="b" level="1"/> <l level="2" sID="c"/>I shall lack nothing.<l eID="c" level="2"/> <lg eID="a"/> <speaker>Beloved</speaker>',
        ],
        ["Psalms 23:2", '<l level="1" sID="d"/>He makes me lie down.<l eID="d"/>'],
      ),
    );
    const chapter = bible.books.get("Ps")![22];
    expect(chapter.verses.slice(0, 2)).toEqual([
      "Yahweh is my shepherd; I shall lack nothing.",
      "He makes me lie down.",
    ]);
    expect(chapter.headings).toEqual([
      { verse: 1, offset: 0, kind: "section", text: "BOOK 1" },
      {
        verse: 1,
        offset: 0,
        kind: "superscription",
        text: "A Psalm by David.",
        notes: ["A note on the title."],
      },
      { verse: 2, offset: 0, kind: "speaker", text: "Beloved" },
    ]);
    expect(chapter.notes).toEqual([]);
    expect(chapter.breaks).toEqual([
      { verse: 1, offset: 0, kind: "stanza", indent: 0 },
      { verse: 1, offset: 0, kind: "line", indent: 1 },
      { verse: 1, offset: "Yahweh is my shepherd; ".length, kind: "line", indent: 2 },
      { verse: 2, offset: 0, kind: "line", indent: 1 },
    ]);
  });

  it("ignores introductions, book titles and everything after a chapter's end", () => {
    const bible = parse(
      imp(
        ["Jude 0:0", '<title type="main">Jude</title> An introduction. <div sID="p1" type="x-p"/>'],
        ["Jude 1:0", '<chapter n="1" sID="Jude.1"/>'],
        [
          "Jude 1:1",
          'Jude, a servant of Jesus Christ.  <chapter eID="Jude.1"/> <title>Glossary</title> Abba means father.',
        ],
      ),
    );
    const chapter = bible.books.get("Jude")![0];
    expect(chapter.verses).toEqual(["Jude, a servant of Jesus Christ."]);
    expect(chapter.headings).toEqual([]);
    expect(chapter.breaks).toEqual([{ verse: 1, offset: 0, kind: "paragraph", indent: 0 }]);
  });

  it("keeps a verse the translation omits as a dash with its footnote, and drops empty chapter ends", () => {
    const bible = parse(
      imp(
        ["Luke 17:35", "There will be two grinding grain together."],
        [
          "Luke 17:36",
          '<note placement="foot">Some Greek manuscripts add: “Two will be in the field.”</note>',
        ],
        ["Luke 17:37", "They asked him, “Where, Lord?”"],
        ["Luke 17:38", ""],
        ["Luke 17:39", '<note placement="foot">Placed elsewhere in some texts.</note>'],
      ),
    );
    const chapter = bible.books.get("Luke")![16];
    expect(chapter.verses.slice(34)).toEqual([
      "There will be two grinding grain together.",
      "—",
      "They asked him, “Where, Lord?”",
    ]);
    expect(chapter.omittedVerses).toEqual([36]);
    expect(chapter.notes).toEqual([
      {
        verse: 36,
        offset: 1,
        kind: "footnote",
        text: "Some Greek manuscripts add: “Two will be in the field.”",
      },
      {
        verse: 37,
        offset: chapter.verses[36].length,
        kind: "footnote",
        text: "Placed elsewhere in some texts.",
      },
    ]);
    expect(bible.notices).toContain("Luke 17:38–39 left out: no text in this translation");
  });

  it("skips deuterocanonical books and fails on an unknown book", () => {
    const skipped = parse(imp(["Tobit 1:1", "Tobit's words."], ["I Maccabees 1:1", "Alexander."]));
    expect(skipped.books.size).toBe(0);
    expect(skipped.notices.join()).toContain("Tobit");

    expect(() =>
      parse(imp(["Genesis 1:1", "In the beginning."], ["Hezekiah 1:1", "Unknown."])),
    ).toThrow(/line 3: unknown book "Hezekiah"/);
  });

  it("fails on a verse that appears twice", () => {
    const error = (() => {
      try {
        parse(imp(["Genesis 1:1", "In the beginning."], ["Genesis 1:1", "Again."]));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BibleImportError);
    expect((error as BibleImportError).problems).toEqual(["line 3: Genesis 1:1 appears twice"]);
  });
});
