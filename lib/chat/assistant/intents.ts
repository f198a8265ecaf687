import "server-only";
import { findReferences, type BibleReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { careFlags, type CareFlags } from "./care";
import type { ContestedQuestion } from "./content";
import { replyLocale } from "./language";
import {
  findNonBookMentions,
  findUnknownBookCitations,
  referenceProblem,
  type ReferenceProblem,
  type UnknownBookCitation,
} from "./scripture";
import { OFFER_EXPLANATION, OFFER_PRAYER } from "./templates";
import { anyTrigger, compileTriggers, type Trigger, wordsOf } from "./text-matching";
import { matchContested, matchTopics, type TopicMatch } from "./topics";
import type { ChatTurn } from "./types";

export type Intent =
  | "crisis"
  | "hateful"
  | "improve"
  | "quote"
  | "explain"
  | "prayer"
  | "greeting"
  | "thanks"
  | "identity"
  | "contested"
  | "question"
  | "off-topic";

export interface MessageAnalysis {
  /** The language of the reply. */
  locale: Locale;
  words: string[];
  intent: Intent;
  care: CareFlags;
  /** References in the message that exist, in the order written. */
  references: BibleReference[];
  invalidReferences: ReferenceProblem[];
  unknownBooks: UnknownBookCitation[];
  topics: TopicMatch[];
  /** Whether the topics come from an earlier message of the conversation. */
  topicsFromHistory: boolean;
  contested?: ContestedQuestion;
}

function triggers(en: readonly string[], sw: readonly string[]): Trigger[] {
  return [...compileTriggers(en, "en"), ...compileTriggers(sw, "sw")];
}

const EXPLAIN = triggers(
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

const IMPROVE = triggers(
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

const SCRIPTURE_WORDS = triggers(
  ["verse", "verses", "scripture", "bible", "passage", "psalm"],
  ["mstari", "mistari", "maandiko", "biblia", "kifungu", "neno la mungu"],
);

const PRAYER_REQUEST = triggers(
  [
    "pray for me",
    "pray for us",
    "pray for my",
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
  ],
  [
    "niombee",
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
  ],
);

const GREETING = triggers(
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

const THANKS = triggers(
  ["thank you", "thanks", "thank u", "thx", "appreciate it", "god bless you"],
  ["asante", "ahsante", "nashukuru", "mungu akubariki", "barikiwa"],
);

const IDENTITY = triggers(
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

const OFF_TOPIC = triggers(
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

const AFFIRMATIVE = triggers(
  [
    "yes",
    "yes please",
    "ok",
    "okay",
    "sure",
    "please",
    "yeah",
    "yep",
    "go ahead",
    "please do",
    "i would",
  ],
  ["ndiyo", "ndio", "sawa", "tafadhali", "naam", "eeh", "haya", "ningependa"],
);

const MAX_SHORT_MESSAGE_WORDS = 7;

function lastTurn(history: readonly ChatTurn[], role: ChatTurn["role"]): ChatTurn | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index].role === role) return history[index];
  }
  return undefined;
}

function topicsFromHistory(history: readonly ChatTurn[]): TopicMatch[] {
  const userTurns = history
    .filter((turn) => turn.role === "user")
    .slice(-2)
    .reverse();
  for (const turn of userTurns) {
    const topics = matchTopics(wordsOf(turn.text));
    if (topics.length > 0) return topics;
  }
  return [];
}

function validReferencesIn(text: string, locale: Locale): BibleReference[] {
  return findReferences(text)
    .map((found) => found.reference)
    .filter((reference) => referenceProblem(reference, locale) === undefined);
}

/** What a message asks for, which Scripture it cites, and the care it needs. */
export function analyzeMessage({
  message,
  history,
  locale: pageLocale,
}: {
  message: string;
  history: readonly ChatTurn[];
  locale: Locale;
}): MessageAnalysis {
  const words = wordsOf(message);
  const locale = replyLocale(words, pageLocale);
  const care = careFlags(words);

  const references: BibleReference[] = [];
  const invalidReferences: ReferenceProblem[] = [];
  const found = findReferences(message);
  for (const { reference } of found) {
    const problem = referenceProblem(reference, locale);
    if (problem) invalidReferences.push(problem);
    else references.push(reference);
  }
  const unknownBooks = [
    ...findUnknownBookCitations(message, { capitalizedOnly: false, known: found }),
    ...findNonBookMentions(message),
  ];

  let topics = matchTopics(words);
  let fromHistory = false;
  const contested = matchContested(words);
  const short = words.length <= MAX_SHORT_MESSAGE_WORDS;
  const cites = references.length + invalidReferences.length + unknownBooks.length > 0;
  const lastAssistant = lastTurn(history, "assistant")?.text ?? "";
  const affirmative = short && anyTrigger(words, AFFIRMATIVE);

  const intent = ((): Intent => {
    if (care.crisis) return "crisis";
    if (care.hateful) return "hateful";
    if (anyTrigger(words, IMPROVE) && (cites || anyTrigger(words, SCRIPTURE_WORDS)))
      return "improve";
    if (cites) {
      if (anyTrigger(words, PRAYER_REQUEST)) return "prayer";
      if (anyTrigger(words, EXPLAIN)) return "explain";
      return "quote";
    }
    if (contested) return "contested";
    if (anyTrigger(words, PRAYER_REQUEST)) return "prayer";
    if (affirmative && lastAssistant.includes(OFFER_PRAYER[locale])) return "prayer";
    if (affirmative && lastAssistant.includes(OFFER_EXPLANATION[locale])) {
      references.push(...validReferencesIn(lastAssistant, locale).slice(0, 1));
      if (references.length > 0) return "explain";
    }
    if (anyTrigger(words, IDENTITY)) return "identity";
    if (short && topics.length === 0 && anyTrigger(words, GREETING)) return "greeting";
    if (short && topics.length === 0 && anyTrigger(words, THANKS)) return "thanks";
    if (topics.length === 0 && anyTrigger(words, OFF_TOPIC)) return "off-topic";
    return "question";
  })();

  if (topics.length === 0 && (intent === "prayer" || intent === "question")) {
    topics = topicsFromHistory(history);
    fromHistory = topics.length > 0;
  }

  return {
    locale,
    words,
    intent,
    care,
    references,
    invalidReferences,
    unknownBooks,
    topics,
    topicsFromHistory: fromHistory,
    contested,
  };
}
