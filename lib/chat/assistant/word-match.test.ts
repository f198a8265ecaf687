import { describe, expect, it } from "vitest";
import { isSwahiliFormOf, swahiliRoot } from "@/lib/bible/search-index";
import { DEV_SET } from "./dev-set";
import { englishStem } from "./english-forms";
import { GOLDEN_SET } from "./golden-set";
import { firstSameEnglishStem, firstSwahiliForm, sameEnglishStem } from "./occurrences";
// Compiles the triggers of every topic, name, teaching and intent.
import "./pipeline";
import { compileTriggers, triggerPosition, wordsOf } from "./text-matching";
import { expandTexting } from "./texting";
import { matchesPrepared, registeredTriggerWords, triggerWordsMatching } from "./word-match";

const QUESTIONS = [...DEV_SET, ...GOLDEN_SET].map(({ question }) =>
  expandTexting(wordsOf(question)),
);
const TRIGGER_WORDS = registeredTriggerWords();

/** How readers write words: English endings, Swahili markers before and endings after. */
const AFFIXES = [
  ["", "s"],
  ["", "ing"],
  ["ni", ""],
  ["hawaja", "wa"],
  ["m", "eni"],
];

/** The words readers typed, and some of the trigger words themselves, inflected. */
function wordsToTry(): Set<string> {
  const words = new Set(QUESTIONS.flat());
  TRIGGER_WORDS.forEach(({ word }, index) => {
    const [before, after] = AFFIXES[index % AFFIXES.length];
    words.add(`${before}${index % 2 === 0 ? word.text : word.stem}${after}`);
  });
  return words;
}

describe("the index of trigger words", () => {
  // Compares every trigger word with every word tried (about 12 s alone): on two shared cores
  // beside the other test files that can pass the default timeout, as it did at load average 10.
  it("finds exactly the trigger words each word matches by the rules", { timeout: 120_000 }, () => {
    const disagreements: string[] = [];
    for (const typed of wordsToTry()) {
      const found = triggerWordsMatching(typed);
      const stem = englishStem(typed);
      for (const { word, language } of TRIGGER_WORDS) {
        const expected = matchesPrepared(typed, stem, word, language);
        if (found.has(word.id) !== expected)
          disagreements.push(
            `${typed} ${expected ? "matches" : "does not match"} ${language} ${word.text}`,
          );
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it("gives the same word prepared the same way one number", () => {
    const [first] = compileTriggers(["lost my job"], "en");
    const [again] = compileTriggers(["lost my job"], "en");
    expect(again.words.map(({ id }) => id)).toEqual(first.words.map(({ id }) => id));
  });
});

describe("trigger positions", () => {
  it("tries every place the first word occurs", () => {
    const [trigger] = compileTriggers(["lost my job"], "en");
    expect(triggerPosition(wordsOf("I lost my keys and then lost my job"), trigger)).toBe(6);
    expect(triggerPosition(wordsOf("lost lost my"), trigger)).toBe(-1);
    expect(triggerPosition(wordsOf("she lost her job"), trigger)).toBe(1);
  });

  it("reads a message again for triggers compiled after it was read", () => {
    const words = wordsOf("my goldfish zorblax is sick");
    expect(triggerPosition(words, compileTriggers(["sick"], "en")[0])).toBe(4);
    expect(triggerPosition(words, compileTriggers(["zorblax"], "en")[0])).toBe(2);
  });

  it("reads no Swahili name of a person or place as a form of a word inside it", () => {
    const [tithe, peace, blood] = compileTriggers(["zaka", "amani", "damu"], "sw");
    expect(triggerPosition(wordsOf("Zakayo alipanda mkuyu"), tithe)).toBe(-1);
    expect(triggerPosition(wordsOf("Naamani aliponywa ukoma"), peace)).toBe(-1);
    expect(triggerPosition(wordsOf("Adamu na Hawa bustanini"), blood)).toBe(-1);
    expect(triggerWordsMatching("zakayo").has(tithe.words[0].id)).toBe(false);
    // The everyday words keep their forms: "kwa amani", "damuni".
    expect(triggerPosition(wordsOf("lala kwa amani"), peace)).toBe(2);
    expect(triggerWordsMatching("zakani").has(tithe.words[0].id)).toBe(true);
  });

  it("reads no possessive as a form of a stemmed Swahili word", () => {
    const [contribute] = compileTriggers(["kuchangia"], "sw", { swahiliRoots: true });
    expect(triggerPosition(wordsOf("duka changu kimefungwa"), contribute)).toBe(-1);
    expect(triggerPosition(wordsOf("nimechangia harusi ya rafiki"), contribute)).toBe(0);
  });
});

// Each check below compares every trigger word with every word of the development set, millions of
// comparisons: on two shared cores beside other test files that takes longer than the default timeout.
const EVERY_WORD_TIMEOUT = { timeout: 120_000 };

describe("scattered forms", () => {
  it(
    "finds the first Swahili form of a root where a scan of every word would",
    EVERY_WORD_TIMEOUT,
    () => {
      const roots = new Set(
        TRIGGER_WORDS.filter(({ language }) => language === "sw").map(({ word }) =>
          swahiliRoot(word.text),
        ),
      );
      const disagreements: string[] = [];
      for (const words of QUESTIONS) {
        for (const root of roots) {
          if (root === undefined) continue;
          const scanned = words.findIndex((word) => isSwahiliFormOf(word, root));
          if (firstSwahiliForm(words, root) !== scanned)
            disagreements.push(`${root} at ${scanned} in ${words.join(" ")}`);
        }
      }
      expect(disagreements.slice(0, 20)).toEqual([]);
    },
  );

  it(
    "finds the first English word of the same stem where a scan of every word would",
    EVERY_WORD_TIMEOUT,
    () => {
      const wanted = TRIGGER_WORDS.filter(({ language }) => language === "en").map(
        ({ word }) => word.text,
      );
      const disagreements: string[] = [];
      for (const words of QUESTIONS) {
        for (const text of wanted) {
          const scanned = words.findIndex((word) => sameEnglishStem(word, text));
          if (firstSameEnglishStem(words, text) !== scanned)
            disagreements.push(`${text} at ${scanned} in ${words.join(" ")}`);
        }
      }
      expect(disagreements.slice(0, 20)).toEqual([]);
    },
  );
});
