import type { Phrases } from "./care";

/** Words of someone thinking of ending their life or hurting themselves. */
export const SELF_HARM_PHRASES: Phrases = {
  en: [
    "kill myself",
    "killing myself",
    "suicide",
    "suicidal",
    "end my life",
    "end it all",
    "take my own life",
    "take my life",
    "want to die",
    "wanna die",
    "wish i was dead",
    "wish i were dead",
    "better off dead",
    "no reason to live",
    "don't want to live",
    "dont want to live",
    "hurt myself",
    "harm myself",
    "self harm",
    "self-harm",
    "cut myself",
    "cutting myself",
    "overdose",
    "not worth living",
  ],
  sw: [
    "kujiua",
    "nijiue",
    "nitajiua",
    "najiua",
    "ninajiua",
    "kujitoa uhai",
    "kujiondoa uhai",
    "nataka kufa",
    "natamani kufa",
    "sitaki kuishi",
    "sina sababu ya kuishi",
    "kujidhuru",
    "nijidhuru",
    "kujiumiza",
    "najiumiza",
    "nitajiumiza",
    "kujikata",
    "kunywa sumu",
    "maisha hayana maana",
  ],
};

/** Words of someone being abused, beaten, assaulted or threatened. */
export const ABUSE_PHRASES: Phrases = {
  en: [
    "abused",
    "abusing me",
    "abuses me",
    "abusive",
    "domestic violence",
    "raped",
    "rape",
    "molested",
    "defiled",
    "defilement",
    "molesting",
    "sexually assaulted",
    "sexually harasses",
    "sexually harassed",
    "sexual harassment",
    "assaulted me",
    "touches me",
    "threatened to kill",
    "going to kill me",
    "violent husband",
    "violent wife",
    "afraid of my husband",
    "afraid of my wife",
    "not safe at home",
  ],
  sw: [
    "ananinyanyasa",
    "wananinyanyasa",
    "ninanyanyaswa",
    "kunyanyaswa",
    "unyanyasaji",
    "amenibaka",
    "alinibaka",
    "nimebakwa",
    "kubakwa",
    "ubakaji",
    "amenajisiwa",
    "alinajisiwa",
    "kunajisiwa",
    // "Unajisi" alone is also the Bible's ritual uncleanness ("kinachomtia mtu unajisi").
    "alifanyiwa unajisi",
    "amefanyiwa unajisi",
    "kufanyiwa unajisi",
    "kesi ya unajisi",
    "ukatili wa kijinsia",
    "ukatili nyumbani",
    "ananidhulumu kingono",
    "ananinyanyasa kingono",
    "unyanyasaji wa kingono",
    "ananitishia kuniua",
    "ataniua",
    "ananigusa vibaya",
    "si salama nyumbani",
    "naogopa mume wangu",
    "naogopa mke wangu",
  ],
};

/**
 * Being made to do something: abuse when it is sex, a marriage or a threat of harm ("he forced me
 * to sleep with him", "ananilazimisha kuolewa"), but not a boss's overtime or parents' choice of a
 * course ("my parents forced me to study medicine", "bosi ananilazimisha kufanya kazi Jumapili").
 */
export const COERCION_PHRASES: Phrases = {
  en: ["forced me", "forces me", "forcing me", "made me sleep with"],
  sw: [
    "ananilazimisha",
    "alinilazimisha",
    "amenilazimisha",
    "wananilazimisha",
    "walinilazimisha",
    "wamenilazimisha",
    "analazimisha",
  ],
};

/** What someone may be forced into that makes the force abuse: sex, a marriage, harm. */
export const FORCED_INTO_HARM_PHRASES: Phrases = {
  en: [
    "sex",
    "sexual",
    "sleep with",
    "sleep with him",
    "sleep with her",
    "touch",
    "touches",
    "undress",
    "naked",
    "marry",
    "marriage",
    "married",
    "wedding",
    "beat",
    "beats",
    "hurt",
    "threatens",
    "threatened",
    "knife",
    "gun",
    "kill",
    "abortion",
    "abort",
    "pregnant",
  ],
  sw: [
    "ngono",
    "mapenzi",
    "kufanya mapenzi",
    "kulala naye",
    "kulala nami",
    "kulala nae",
    "tulale",
    "kunigusa",
    "kunibusu",
    "kuvua nguo",
    "uchi",
    "kuolewa",
    "niolewe",
    "kuoa",
    "kuolewa naye",
    "ndoa",
    "ananipiga",
    "kunipiga",
    "ananitishia",
    "kunitishia",
    "kisu",
    "bunduki",
    "kuniua",
    "mimba",
    "ujauzito",
  ],
};

/**
 * Blows told of oneself: abuse when someone deals them, but also what a ball, a game or a child's
 * elbow does by accident ("my son hit me with a ball while playing").
 */
export const BLOW_PHRASES: Phrases = {
  en: ["beats me", "beating me", "hits me", "hitting me"],
  sw: ["ananipiga", "ananichapa"],
};

/** Words telling that a blow was an accident: play, chance, no intent. */
export const ACCIDENT_PHRASES: Phrases = {
  en: [
    "by accident",
    "accidentally",
    "by mistake",
    "not on purpose",
    "didnt mean to",
    "did not mean to",
    "while playing",
    "when playing",
    "were playing",
    "was playing",
  ],
  sw: [
    "bahati mbaya",
    "kwa bahati mbaya",
    "bila kukusudia",
    "hakukusudia",
    "hakudhamiria",
    "akicheza",
    "tukicheza",
    "wakicheza",
    "alipokuwa akicheza",
    "tulipokuwa tukicheza",
  ],
};

/** Words telling that blows come again and again, which no accident explains. */
export const REPEATED_PHRASES: Phrases = {
  en: ["every day", "every night", "every time", "always", "again and again", "when he is drunk"],
  sw: ["kila siku", "kila usiku", "kila mara", "mara kwa mara", "akilewa", "akirudi amelewa"],
};
