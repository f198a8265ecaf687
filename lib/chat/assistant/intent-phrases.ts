import "server-only";
import { anyTrigger, bilingualTriggers } from "./text-matching";

/** How readers ask for each kind of reply, in English and Swahili. */
export const EXPLAIN = bilingualTriggers(
  [
    "explain",
    "explanation",
    "meaning",
    "mean",
    "means",
    "context",
    "understand",
    "interpret",
    "interpretation",
    "teach",
    "teaches",
    "about",
    "significance",
    "apply",
    "application",
    "commentary",
    "background",
    "why did",
    "who said",
    "who wrote",
  ],
  [
    "eleza",
    "maelezo",
    "fafanua",
    "maana",
    "muktadha",
    "maanisha",
    "elewa",
    "tafsiri",
    "funzo",
    "fundisha",
    "kuhusu",
    "somo",
    "nani alisema",
    "nani aliandika",
  ],
);

export const IMPROVE = bilingualTriggers(
  [
    "improve",
    "rewrite",
    "re-write",
    "better version",
    "make it better",
    "modernize",
    "modernise",
    "paraphrase",
    "reword",
    "rephrase",
    "change the words",
    "fix the verse",
    "fix this verse",
    "correct the verse",
    "edit the verse",
    "sound better",
    "more beautiful",
    "update the wording",
    "your own words",
    "new version",
    "add to the verse",
    "more powerful",
  ],
  [
    "boresha",
    "andika upya",
    "iandike upya",
    "uandike upya",
    "badilisha maneno",
    "yabadilishe",
    "rekebisha",
    "sahihisha",
    "kwa maneno yako",
    "kwa lugha ya kisasa",
    "iwe bora zaidi",
    "ongeza maneno",
    "toleo jipya",
  ],
);

export const SCRIPTURE_WORDS = bilingualTriggers(
  ["verse", "verses", "scripture", "bible", "passage", "psalm"],
  ["mstari", "mistari", "maandiko", "biblia", "kifungu", "neno la mungu"],
);

export const PRAYER_REQUEST = bilingualTriggers(
  [
    "pray for me",
    "pray for us",
    "pray for my",
    "pray for our",
    "pray for",
    "pray that",
    "prayer for",
    "a prayer",
    "help me pray",
    "pray with me",
    "pray about",
    "write a prayer",
    "can you pray",
    "lets pray",
    "prayer help",
    "short prayer",
    "give me a prayer",
    "write me a prayer",
    "please pray",
    "pls pray",
    "plz pray",
    "kindly pray",
    "pray 4",
    "need prayer",
    "need prayers",
    "prayers for",
    "remember me in prayer",
    "remember me in your prayers",
    // Interceding is asked of us, not told of Jesus ("does he intercede for us" is a question).
    "please intercede",
    "pls intercede",
    "kindly intercede",
    "intercede for me",
    "intercede for my",
    "intercede for our",
    "need your prayers",
    "in your prayers",
    "me in prayer",
    "us in prayer",
    "him in prayer",
    "her in prayer",
    "them in prayer",
    "prayer request",
  ],
  [
    "niombee",
    // "Pray for" in any person: "mwombee", "muombee", "tuombeeni"; never "omba" itself, which
    // also means "ask" ("naomba unieleze").
    "ombee",
    "naomba maombi",
    "naomba sala",
    "maombi yako",
    "tuombee",
    "utuombee",
    "tuombe",
    "maombi kwa ajili",
    "sala kwa ajili",
    "nisaidie kuomba",
    "niandikie sala",
    "niandikie maombi",
    "omba pamoja",
    "sala fupi",
    "ombi fupi",
    "kuniombea",
    "msaada wa maombi",
    "nipe sala",
    "nipe maombi",
    "ombi la maombi",
    "maombi yenu",
    "funika kwa maombi",
  ],
);

/**
 * "Aniombee", "waniombee", "atuombee": that he or they pray for me or us, a prayer someone else is
 * to say ("mchungaji anadai pesa ili aniombee"), not one asked of the assistant. Without an
 * object after "wa-" it is asked ("waombee watoto": pray for the children).
 */
const SOMEONE_ELSE_PRAYING = /^w?a(?:ni|tu|mw|mu|m|wa|ku)ombee(?:ni)?$/u;

/** English forms of "pray" no one asks for: what others do or did ("he prays", "they prayed"). */
const PRAYING_TOLD = new Set(["prays", "prayed"]);
const ENGLISH_MODALS = new Set(["can", "could", "will", "would", "should", "may", "might", "must"]);
/** Before "to pray", who is asked to pray, or the reader asking to be helped to ("want to pray"). */
const ASKED_TO_PRAY = new Set(["you", "u", "me", "us", "how", "want", "like", "need", "help"]);
/** Whoever prays after a modal ("he can pray") unless it is the reader or the one asked. */
const READER_OR_ASKED = new Set(["you", "u", "i", "we"]);

/**
 * Whether the English "pray" at `index` is someone else's praying, told of: "the pastor wants
 * money to pray for me", "asked the church to pray", "so that they could pray", "he prays for
 * me"; not "can you pray", "I want you to pray", "help me to pray".
 */
function someoneElsePrays(words: readonly string[], index: number): boolean {
  const word = words[index];
  if (PRAYING_TOLD.has(word)) return true;
  if (word !== "pray" && word !== "praying") return false;
  const [before, further] = [words[index - 1], words[index - 2]];
  if (before === "to") return further !== undefined && !ASKED_TO_PRAY.has(further);
  if (before === "he" || before === "she" || before === "they") return true;
  return ENGLISH_MODALS.has(before) && further !== undefined && !READER_OR_ASKED.has(further);
}

/** Whether the reader asks the assistant to pray, in either language. */
export function asksForPrayer(words: readonly string[]): boolean {
  const asked = words
    .map((word, index) => (someoneElsePrays(words, index) ? "" : word))
    .filter((word) => word !== "" && !SOMEONE_ELSE_PRAYING.test(word));
  // The message's own list, when nothing was left out, keeps the matches already found for it.
  return anyTrigger(asked.length === words.length ? words : asked, PRAYER_REQUEST);
}

export const GREETING = bilingualTriggers(
  [
    "hi",
    "hello",
    "hey",
    "good morning",
    "good afternoon",
    "good evening",
    "greetings",
    "shalom",
    "praise the lord",
    "how are you",
    "blessings",
  ],
  [
    "habari",
    "jambo",
    "hujambo",
    "mambo",
    "salamu",
    "shikamoo",
    "bwana asifiwe",
    "habari yako",
    "habari za asubuhi",
    "u hali gani",
    "uko aje",
    "niaje",
    "bwana yesu asifiwe",
    "tumsifu yesu kristo",
  ],
);

export const THANKS = bilingualTriggers(
  ["thank you", "thanks", "thank u", "thx", "appreciate it", "god bless you"],
  ["asante", "ahsante", "nashukuru", "mungu akubariki", "barikiwa"],
);

export const IDENTITY = bilingualTriggers(
  [
    "who are you",
    "what are you",
    "are you human",
    "are you a person",
    "are you real",
    "are you a robot",
    "are you ai",
    "are you an ai",
    "are you a bot",
    "your name",
    "are you god",
    "are you a pastor",
    "who made you",
    "who created you",
    "are you a machine",
    "real person",
  ],
  [
    "wewe ni nani",
    "wewe ni mtu",
    "wewe ni binadamu",
    "wewe ni roboti",
    "wewe ni ai",
    "jina lako",
    "nani amekuumba",
    "nani alikutengeneza",
    "wewe ni mchungaji",
    "wewe ni mungu",
    "wewe ni kompyuta",
    "mtu halisi",
  ],
);

export const OFF_TOPIC = bilingualTriggers(
  [
    "weather",
    "football",
    "soccer",
    "recipe",
    "bitcoin",
    "crypto",
    "stock market",
    "lottery",
    "jackpot",
    "homework",
    "programming",
    "javascript",
    "python",
    "election",
    "politics",
    "movie",
    "celebrity",
    "exchange rate",
    "betting tips",
    "horoscope",
    "write my essay",
  ],
  [
    "hali ya hewa",
    "mpira",
    "soka",
    "mapishi",
    "bitcoin",
    "hisa",
    "bahati nasibu",
    "jackpot",
    "kazi ya nyumbani",
    "siasa",
    "uchaguzi",
    "filamu",
    "kiwango cha ubadilishaji",
    "utabiri wa nyota",
    "mikeka",
  ],
);

export const AFFIRMATIVE = bilingualTriggers(
  [
    "yes",
    "yes please",
    "ok",
    "okay",
    "sure",
    "please",
    "pls",
    "plz",
    "yeah",
    "yep",
    "go ahead",
    "please do",
    "i would",
  ],
  ["ndiyo", "ndio", "sawa", "tafadhali", "naam", "eeh", "haya", "ningependa"],
);
