/**
 * How East African readers shorten Swahili when typing on a phone ("nmefukuzwa kaz", "mtoto wng",
 * "cjui nifanye nn"), written out so that the words match the way topics and names are written.
 */

/** Whole words typed short or in Sheng, by their usual Swahili form. */
// prettier-ignore
const SHORT_WORDS = new Map([
  ["kaz", "kazi"], ["wng", "wangu"], ["wngu", "wangu"], ["yng", "yangu"], ["yngu", "yangu"],
  ["zng", "zangu"], ["mme", "mume"], ["ela", "hela"], ["hosi", "hospitali"], ["hospi", "hospitali"],
  ["mathe", "mama"], ["mzae", "mzazi"], ["sbb", "sababu"], ["xaxa", "sasa"], ["nn", "nini"],
  ["kwny", "kwenye"], ["mungi", "mungu"], ["mngu", "mungu"], ["yeyu", "yesu"], ["plz", "tafadhali"],
  ["pls", "tafadhali"], ["bt", "lakini"],
]);

/**
 * Verb markers typed without their vowel: "nme-" for "nime-", "nli-" for "nili-", "nta-" for
 * "nita-", and "c" for "si" ("cjui", "cna", "cwezi"); never before "h", "r", "l" or "y", which
 * begin English words ("church", "crops", "clinic") and Swahili ones ("chakula").
 */
const SHORT_MARKERS: ReadonlyArray<[RegExp, string]> = [
  [/^nm(?=e[a-z]{3})/u, "nim"],
  [/^nl(?=i[a-z]{3})/u, "nil"],
  [/^nt(?=a[a-z]{3})/u, "nit"],
  [/^c(?=[bdfgjkmnpstvwz])/u, "si"],
];

/** The words with phone spellings written out; one word for each word, in the same places. */
export function expandTexting(words: readonly string[]): string[] {
  return words.map((word) => {
    const whole = SHORT_WORDS.get(word);
    if (whole) return whole;
    for (const [short, full] of SHORT_MARKERS) {
      if (short.test(word)) return word.replace(short, full);
    }
    return word;
  });
}
