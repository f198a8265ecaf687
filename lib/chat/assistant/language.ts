import type { Locale } from "@/lib/i18n/locales";

const SWAHILI_MARKERS = new Set([
  "na", "ya", "wa", "za", "kwa", "ni", "je", "nini", "gani", "vipi", "jinsi", "kuhusu", "sana", "hii",
  "huu", "hiyo", "yangu", "wangu", "langu", "zangu", "mimi", "wewe", "sisi", "kama", "lakini", "tena",
  "kila", "mungu", "yesu", "biblia", "nisaidie", "tafadhali", "habari", "asante", "mstari", "sura",
  "maombi", "nukuu", "nieleze", "ninawezaje", "nawezaje", "nifanye", "nifanyeje", "katika", "kwamba",
  "bwana", "roho", "imani", "niombee", "ndiyo", "hapana", "sawa", "karibu", "pole", "inasema", "maana",
  "ninapaswa", "kufanya", "kuwa", "moyo", "maisha", "yohana", "mathayo", "zaburi", "mwanzo", "warumi",
]);

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
  let swahili = 0;
  let english = 0;
  for (const word of words) {
    if (SWAHILI_MARKERS.has(word)) swahili += 1;
    if (ENGLISH_MARKERS.has(word)) english += 1;
  }
  if (pageLocale === "en" && swahili >= 2 && swahili > english * 2) return "sw";
  if (pageLocale === "sw" && english >= 2 && english > swahili * 2) return "en";
  return pageLocale;
}
