/**
 * How East African readers shorten words when typing on a phone, in Swahili ("nmefukuzwa kaz",
 * "mtoto wng", "cjui nifanye nn") and in English ("can u pray", "my bro", "tmrw", "ppl"),
 * written out so that the words match the way topics, names and prayer requests are written.
 */

/** Whole Swahili words typed short or in Sheng, by their usual form. */
// prettier-ignore
const SWAHILI_SHORT_WORDS: ReadonlyArray<[string, string]> = [
  ["kaz", "kazi"], ["wng", "wangu"], ["wngu", "wangu"], ["yng", "yangu"], ["yngu", "yangu"],
  ["zng", "zangu"], ["mme", "mume"], ["ela", "hela"], ["hosi", "hospitali"], ["hospi", "hospitali"],
  ["mathe", "mama"], ["mzae", "mzazi"], ["sbb", "sababu"], ["xaxa", "sasa"], ["nn", "nini"],
  ["kwny", "kwenye"], ["mungi", "mungu"], ["mngu", "mungu"], ["yeyu", "yesu"], ["bt", "lakini"],
  ["mtt", "mtoto"], ["wtt", "watoto"], ["sna", "sana"], ["ivi", "hivi"], ["ivo", "hivyo"],
  ["doh", "pesa"], ["doo", "pesa"], ["ganji", "pesa"], ["dem", "mpenzi"], ["manzi", "msichana"],
  ["msupa", "msichana"], ["buda", "baba"], ["ushago", "nyumbani"], ["shagz", "nyumbani"],
];

/**
 * Whole English words typed short, by their usual form. "Pls" stays as typed, in neither
 * language, for Swahili readers type it as often as English ones.
 */
// prettier-ignore
const ENGLISH_SHORT_WORDS: ReadonlyArray<[string, string]> = [
  ["u", "you"], ["ur", "your"], ["urself", "yourself"], ["r", "are"], ["abt", "about"],
  ["bcoz", "because"], ["bcos", "because"], ["bcz", "because"], ["coz", "because"],
  ["cuz", "because"], ["wat", "what"], ["wht", "what"], ["hw", "how"], ["tmrw", "tomorrow"],
  ["tmr", "tomorrow"], ["tmoro", "tomorrow"], ["tomoro", "tomorrow"], ["tomorow", "tomorrow"],
  ["2moro", "tomorrow"], ["2day", "today"], ["nyt", "night"], ["nite", "night"], ["frm", "from"],
  ["sm1", "someone"], ["some1", "someone"], ["every1", "everyone"], ["any1", "anyone"],
  ["ppl", "people"], ["pple", "people"], ["bro", "brother"], ["sis", "sister"], ["hubby", "husband"],
  ["bf", "boyfriend"], ["gf", "girlfriend"], ["yrs", "years"], ["yr", "year"], ["mnths", "months"],
  ["wks", "weeks"], ["gud", "good"], ["luv", "love"], ["hav", "have"], ["wen", "when"],
  ["dis", "this"], ["dat", "that"], ["thru", "through"], ["b4", "before"], ["jus", "just"],
  ["shud", "should"], ["cud", "could"], ["wud", "would"], ["evry", "every"], ["nxt", "next"],
  ["dnt", "dont"], ["cnt", "cant"], ["wanna", "want"], ["gonna", "going"], ["lyf", "life"],
  ["lyk", "like"], ["skul", "school"], ["pliz", "pls"], ["plis", "pls"], ["plse", "pls"],
];

const SHORT_WORDS = new Map([...SWAHILI_SHORT_WORDS, ...ENGLISH_SHORT_WORDS]);

/** Words typed apart that are one word: "wasi wasi" is "wasiwasi" (worry). */
const TYPED_APART: ReadonlyMap<string, string> = new Map([["wasi", "wasiwasi"]]);

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

/**
 * Sums of money as readers type them ("60k", "ksh", "tsh 500"): they split the phrase that tells
 * the need ("borrowed 60k from me" is "borrowed from me") and name nothing a passage speaks to.
 */
const AMOUNT = /^(?:\d+(?:k|m|bob)|kshs?|kes|tshs?|ugx)$/u;

/** The words with phone spellings written out, words typed apart joined and sums of money left out. */
export function expandTexting(words: readonly string[]): string[] {
  const joined = words.flatMap((word, at) => {
    if (AMOUNT.test(word)) return [];
    const whole = TYPED_APART.get(word);
    if (whole && words[at + 1] === word) return [whole];
    return whole && words[at - 1] === word ? [] : [word];
  });
  return joined.map((word) => {
    const whole = SHORT_WORDS.get(word);
    if (whole) return whole;
    for (const [short, full] of SHORT_MARKERS) {
      if (short.test(word)) return word.replace(short, full);
    }
    return word;
  });
}
