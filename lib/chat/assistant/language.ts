import type { Locale } from "@/lib/i18n/locales";

// prettier-ignore
const SWAHILI_MARKERS = new Set([
  "na", "ya", "wa", "za", "kwa", "ni", "je", "nini", "gani", "vipi", "jinsi", "kuhusu", "sana", "hii",
  "huu", "hiyo", "yangu", "wangu", "langu", "zangu", "mimi", "wewe", "sisi", "kama", "lakini", "tena",
  "kila", "mungu", "yesu", "biblia", "nisaidie", "tafadhali", "habari", "asante", "mstari", "sura",
  "maombi", "nukuu", "nieleze", "ninawezaje", "nawezaje", "nifanye", "nifanyeje", "katika", "kwamba",
  "bwana", "roho", "imani", "niombee", "ndiyo", "hapana", "sawa", "karibu", "pole", "inasema", "maana",
  "ninapaswa", "kufanya", "kuwa", "moyo", "maisha", "yohana", "mathayo", "zaburi", "mwanzo", "warumi",
  "kweli", "nataka", "naomba", "ninaomba", "kwanini", "naweza", "ninaweza", "ile", "huyu", "hapa", "leo",
  "watu", "mtu", "kitu", "ndio", "yako", "wako", "nimechoka", "nina", "sina",
]);

// prettier-ignore
const ENGLISH_MARKERS = new Set([
  "the", "is", "are", "what", "how", "does", "do", "about", "my", "i", "you", "me", "god", "jesus",
  "bible", "please", "can", "and", "to", "of", "verse", "pray", "prayer", "help", "why", "when", "who",
  "should", "would", "with", "for", "this", "that", "it", "a", "an", "in", "yes", "no", "thanks",
  "thank", "hello", "hi", "explain", "quote", "say", "mean", "faith", "lord", "john", "matthew", "psalm",
  "genesis", "romans", "am", "feel", "have", "be", "will",
]);

/**
 * The language to answer in: the page's language, unless the message is clearly written in the
 * other one (a Swahili speaker typing on the English page gets a Swahili answer).
 */
export function replyLocale(words: readonly string[], pageLocale: Locale): Locale {
  const counts: Record<Locale, number> = { en: 0, sw: 0 };
  for (const word of words) {
    if (SWAHILI_MARKERS.has(word)) counts.sw += 1;
    if (ENGLISH_MARKERS.has(word)) counts.en += 1;
  }
  const other: Locale = pageLocale === "en" ? "sw" : "en";
  const clearly = counts[other] >= 2 && counts[other] > counts[pageLocale] * 2;
  const only = counts[other] >= 1 && counts[pageLocale] === 0 && words.length >= 2;
  return clearly || only ? other : pageLocale;
}
