import { stemEnglish } from "@/lib/bible/search-index";

/**
 * Irregular English forms readers use of trigger words, so "what Jesus taught" or "the children"
 * matches a trigger written "teach" or "child"; regular endings are left to `stemEnglish`.
 */
const IRREGULAR_VERBS: Readonly<Record<string, string>> = {
  taught: "teach",
  forgave: "forgive",
  forgiven: "forgive",
  lost: "lose",
  left: "leave",
  fought: "fight",
  stole: "steal",
  stolen: "steal",
  sold: "sell",
  bought: "buy",
  paid: "pay",
  gave: "give",
  given: "give",
  spoke: "speak",
  spoken: "speak",
  said: "say",
  fell: "fall",
  fallen: "fall",
  hid: "hide",
  hidden: "hide",
  drank: "drink",
  drunk: "drink",
  felt: "feel",
  kept: "keep",
  slept: "sleep",
  sought: "seek",
  swore: "swear",
  sworn: "swear",
  died: "die",
  dying: "die",
  wept: "weep",
};
const IRREGULAR: Readonly<Record<string, string>> = {
  ...IRREGULAR_VERBS,
  children: "child",
  men: "man",
  women: "woman",
  wives: "wife",
  lives: "life",
  thieves: "thief",
  richer: "rich",
  richest: "rich",
};

/** The stem of an English word, irregular forms first brought to their base form. */
export function englishStem(word: string): string {
  return stemEnglish(IRREGULAR[word] ?? word);
}

/** Whether the word tells a deed done: "wept", "died", "raised". */
export function tellsDeedDone(word: string): boolean {
  return word in IRREGULAR_VERBS || /^[a-z]{2,}ed$/u.test(word);
}
