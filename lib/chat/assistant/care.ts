import {
  ABUSE_PHRASES,
  ACCIDENT_PHRASES,
  BLOW_PHRASES,
  COERCION_PHRASES,
  FORCED_INTO_HARM_PHRASES,
  REPEATED_PHRASES,
  SELF_HARM_PHRASES,
} from "./crisis-phrases";
import { HATE_REQUESTS_PHRASES, HOSTILITY_PHRASES, TARGET_GROUPS_PHRASES } from "./hate-phrases";
import { INDIRECT_SELF_HARM_PHRASES } from "./indirect-self-harm-phrases";
import { anyTrigger, compileTriggers, type Trigger } from "./text-matching";

export type CrisisKind = "self-harm" | "abuse";

export interface CareFlags {
  crisis?: CrisisKind;
  medical: boolean;
  legal: boolean;
  hateful: boolean;
}

/** Phrases of one concern as readers write it in each language. */
export interface Phrases {
  en: readonly string[];
  sw: readonly string[];
}

function triggers({ en, sw }: Phrases): Trigger[] {
  return [...compileTriggers(en, "en"), ...compileTriggers(sw, "sw")];
}

const SELF_HARM = [...triggers(SELF_HARM_PHRASES), ...triggers(INDIRECT_SELF_HARM_PHRASES)];
const ABUSE = triggers(ABUSE_PHRASES);
const BLOWS = triggers(BLOW_PHRASES);
const COERCION = triggers(COERCION_PHRASES);
const FORCED_INTO_HARM = triggers(FORCED_INTO_HARM_PHRASES);
const ACCIDENT = triggers(ACCIDENT_PHRASES);
const REPEATED = triggers(REPEATED_PHRASES);
const TARGET_GROUPS = triggers(TARGET_GROUPS_PHRASES);
const HOSTILITY = triggers(HOSTILITY_PHRASES);
const HATE_REQUESTS = triggers(HATE_REQUESTS_PHRASES);

const MEDICAL = triggers({
  en: [
    "doctor",
    "medicine",
    "medication",
    "medical",
    "diagnosis",
    "diagnosed",
    "symptoms",
    "treatment",
    "stop taking",
    "pregnant",
    "pregnancy",
    "hiv",
    "malaria",
    "diabetes",
    "cancer",
    "surgery",
    "pills",
    "blood pressure",
    "fever",
    "tablets",
    "clinic",
    "prescription",
    "chemotherapy",
    "antiretroviral",
    "pneumonia",
    "oxygen",
    "bedridden",
    "bed ridden",
    "typhoid",
    "ulcers",
    "admitted at",
    "admitted in",
    "transplant",
    "chemo",
    "radiotherapy",
  ],
  sw: [
    "daktari",
    "dawa",
    "matibabu",
    "dalili",
    "ujauzito",
    "mjamzito",
    "mimba",
    "ukimwi",
    "vvu",
    "malaria",
    "kisukari",
    "saratani",
    "kansa",
    "upasuaji",
    "vidonge",
    "shinikizo la damu",
    "homa",
    "kliniki",
    "zahanati",
    "tiba",
    "nimonia",
    "oksijeni",
    "hawezi kutoka kitandani",
    "hajiwezi",
    "amelazwa",
    "kulazwa",
    "vidonda vya tumbo",
    "taifodi",
    "chemo",
    "mionzi",
  ],
});

const LEGAL = triggers({
  en: [
    "lawyer",
    "court case",
    "in court",
    "to court",
    "the court",
    "sue",
    "suing",
    "lawsuit",
    "legal",
    "legally",
    "arrested",
    "land dispute",
    "title deed",
    "custody",
    "immigration",
    "police case",
    "evicted",
    "eviction",
    "employment contract",
    "illegal",
  ],
  sw: [
    "wakili",
    "mahakama",
    "mahakamani",
    "kesi",
    "kushtaki",
    "kumshtaki",
    "kukamatwa",
    "nimekamatwa",
    "mgogoro wa ardhi",
    "hati miliki",
    "hati ya kumiliki",
    "kisheria",
    "sheria za nchi",
    "kufukuzwa nyumbani",
    "mkataba wa kazi",
    "haramu kisheria",
  ],
});

/**
 * Whether the message tells of a blow by accident ("hit me with a ball while playing", "alinipiga
 * kwa bahati mbaya"): no abuse, unless it is told to happen again and again or with other words
 * of abuse, which no accident explains.
 */
export function blowByAccident(words: readonly string[]): boolean {
  return (
    anyTrigger(words, ACCIDENT) &&
    !anyTrigger(words, REPEATED) &&
    !anyTrigger(words, ABUSE) &&
    !anyTrigger(words, SELF_HARM)
  );
}

/** "Ananipigia simu", "ananipigia kelele": "piga" made to call or shout to someone deals no blow. */
const CALLS_OR_SHOUTS_TO = /pigi(?:a|wa)$/u;

function abused(words: readonly string[]): boolean {
  const blows = anyTrigger(
    words.filter((word) => !CALLS_OR_SHOUTS_TO.test(word)),
    BLOWS,
  );
  const forcedIntoHarm = anyTrigger(words, COERCION) && anyTrigger(words, FORCED_INTO_HARM);
  return anyTrigger(words, ABUSE) || forcedIntoHarm || (blows && !blowByAccident(words));
}

/** The care a message needs before anything else, from its words in English or Swahili. */
export function careFlags(words: readonly string[]): CareFlags {
  const crisis: CrisisKind | undefined = anyTrigger(words, SELF_HARM)
    ? "self-harm"
    : abused(words)
      ? "abuse"
      : undefined;
  return {
    crisis,
    medical: anyTrigger(words, MEDICAL),
    legal: anyTrigger(words, LEGAL),
    hateful:
      anyTrigger(words, HATE_REQUESTS) ||
      (anyTrigger(words, TARGET_GROUPS) && anyTrigger(words, HOSTILITY)),
  };
}
