import { anyTrigger, compileTriggers, type Trigger } from "./text-matching";

export type CrisisKind = "self-harm" | "abuse";

export interface CareFlags {
  crisis?: CrisisKind;
  medical: boolean;
  legal: boolean;
  hateful: boolean;
}

function triggers(en: readonly string[], sw: readonly string[]): Trigger[] {
  return [...compileTriggers(en, "en"), ...compileTriggers(sw, "sw")];
}

const SELF_HARM = triggers(
  [
    "kill myself", "killing myself", "suicide", "suicidal", "end my life", "end it all", "take my own life",
    "take my life", "want to die", "wanna die", "wish i was dead", "wish i were dead", "better off dead",
    "no reason to live", "don't want to live", "dont want to live", "hurt myself", "harm myself", "self harm",
    "self-harm", "cut myself", "cutting myself", "overdose", "not worth living",
  ],
  [
    "kujiua", "nijiue", "nitajiua", "najiua", "ninajiua", "kujitoa uhai", "kujiondoa uhai", "nataka kufa",
    "natamani kufa", "sitaki kuishi", "sina sababu ya kuishi", "kujidhuru", "nijidhuru", "kujiumiza",
    "najiumiza", "nitajiumiza", "kujikata", "kunywa sumu", "maisha hayana maana",
  ],
);

const ABUSE = triggers(
  [
    "abused", "abusing me", "abuses me", "abusive", "domestic violence", "beats me", "beating me", "hits me",
    "hitting me", "raped", "rape", "molested", "molesting", "sexually assaulted", "assaulted me",
    "touches me", "threatened to kill", "going to kill me", "forced me", "violent husband", "violent wife",
    "afraid of my husband", "afraid of my wife", "not safe at home",
  ],
  [
    "ananipiga", "ananichapa", "ananinyanyasa", "wananinyanyasa", "ninanyanyaswa", "kunyanyaswa",
    "unyanyasaji", "amenibaka", "alinibaka", "nimebakwa", "kubakwa", "ubakaji", "ukatili wa kijinsia",
    "ukatili nyumbani", "ananidhulumu kingono", "ananitishia kuniua", "ataniua", "ananilazimisha",
    "ananigusa vibaya", "si salama nyumbani", "naogopa mume wangu", "naogopa mke wangu",
  ],
);

const MEDICAL = triggers(
  [
    "doctor", "medicine", "medication", "medical", "diagnosis", "diagnosed", "symptoms", "treatment",
    "stop taking", "pregnant", "pregnancy", "hiv", "malaria", "diabetes", "cancer", "surgery", "pills",
    "blood pressure", "fever", "tablets", "clinic", "prescription", "chemotherapy", "antiretroviral",
  ],
  [
    "daktari", "dawa", "matibabu", "dalili", "ujauzito", "mjamzito", "mimba", "ukimwi", "vvu", "malaria",
    "kisukari", "saratani", "kansa", "upasuaji", "vidonge", "shinikizo la damu", "homa", "kliniki", "zahanati",
    "tiba",
  ],
);

const LEGAL = triggers(
  [
    "lawyer", "court case", "in court", "to court", "the court", "sue", "suing", "lawsuit", "legal", "legally", "arrested", "land dispute", "title deed",
    "custody", "immigration", "police case", "evicted", "eviction", "employment contract", "illegal",
  ],
  [
    "wakili", "mahakama", "mahakamani", "kesi", "kushtaki", "kumshtaki", "kukamatwa", "nimekamatwa",
    "mgogoro wa ardhi", "hati miliki", "hati ya kumiliki", "kisheria", "sheria za nchi", "kufukuzwa nyumbani",
    "mkataba wa kazi", "haramu kisheria",
  ],
);

const TARGET_GROUPS = triggers(
  [
    "muslims", "muslim", "jews", "jewish", "gays", "gay people", "homosexuals", "lesbians", "christians",
    "catholics", "protestants", "pentecostals", "women", "men", "africans", "whites", "white people",
    "blacks", "black people", "arabs", "indians", "chinese", "immigrants", "refugees", "atheists", "hindus",
    "tribe", "tribes", "kikuyu", "kikuyus", "luo", "luos", "kalenjin", "maasai", "somalis", "disabled",
    "albinos", "people with albinism",
  ],
  [
    "waislamu", "mwislamu", "wayahudi", "myahudi", "mashoga", "wasagaji", "wakristo", "wakatoliki",
    "waprotestanti", "wanawake", "wanaume", "waafrika", "wazungu", "waarabu", "wahindi", "wachina",
    "wakimbizi", "wasioamini", "kabila", "makabila", "wakikuyu", "wajaluo", "wakalenjin", "wamasai",
    "wasomali", "walemavu", "albino", "maalbino",
  ],
);

const HOSTILITY = triggers(
  [
    "inferior", "subhuman", "vermin", "cockroaches", "exterminate", "wipe out", "kill all", "kill them",
    "insult", "insults", "curse them", "slur", "slurs", "deserve to die", "should die", "burn in hell",
    "are animals", "are dogs", "are evil", "are worthless", "hate speech", "why i should hate",
    "reasons to hate", "make fun of",
  ],
  [
    "duni", "si binadamu", "mende", "waangamizwe", "waangamize", "kuwaua wote", "wauawe", "kuwatukana",
    "matusi", "walaaniwe", "kuwalaani", "wanastahili kufa", "wafe", "waende motoni", "ni mbwa", "ni wanyama",
    "ni waovu", "hawana thamani", "maneno ya chuki", "kuwadhihaki", "kuwachukia",
  ],
);

const HATE_REQUESTS = triggers(
  ["write something hateful", "hateful message", "hate speech", "curse my enemy", "curse my enemies", "curse someone", "put a curse"],
  ["maneno ya chuki", "nilaani adui", "mlaani adui", "kumlaani mtu", "laana juu ya", "kumroga", "uchawi dhidi"],
);

/** The care a message needs before anything else, from its words in English or Swahili. */
export function careFlags(words: readonly string[]): CareFlags {
  const crisis: CrisisKind | undefined = anyTrigger(words, SELF_HARM)
    ? "self-harm"
    : anyTrigger(words, ABUSE)
      ? "abuse"
      : undefined;
  return {
    crisis,
    medical: anyTrigger(words, MEDICAL),
    legal: anyTrigger(words, LEGAL),
    hateful:
      anyTrigger(words, HATE_REQUESTS) || (anyTrigger(words, TARGET_GROUPS) && anyTrigger(words, HOSTILITY)),
  };
}
