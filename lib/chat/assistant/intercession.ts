import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { namedOnlyBy, SETTING_WORDS, SWAHILI_MINE } from "./person-words";
import { withoutFraming } from "./framing";
import type { TopicMatch } from "./topics";

/**
 * A prayer asked for someone else ("pray for my sister who is pregnant", "niombee mama yangu
 * aliye hospitalini"): whom it is for, as the reader named them, so the prayer prays for that
 * person rather than in the reader's own voice.
 */

type Pronoun = "her" | "him" | "them";

interface Relation {
  /** The relation in English, for instructions to a model: "sister" for "dada". */
  gloss: string;
  /** How English refers to them; "them" for several, or for one whose sex the word leaves open. */
  pronoun: Pronoun;
  plural?: boolean;
}

export interface PrayedFor {
  /** The person as the reader named them, lowercase: "my sick daughter", "dada yangu". */
  person: string;
  gloss: string;
  pronoun: Pronoun;
  /** Several people ("my children", "wazazi wangu"), whom Swahili refers to with "wa-". */
  plural: boolean;
  /** The language in which the reader named them. */
  language: Locale;
}

const her = (gloss: string): Relation => ({ gloss, pronoun: "her" });
const him = (gloss: string): Relation => ({ gloss, pronoun: "him" });
const open = (gloss: string): Relation => ({ gloss, pronoun: "them" });
const several = (gloss: string): Relation => ({ gloss, pronoun: "them", plural: true });

const ENGLISH_RELATIONS: ReadonlyMap<string, Relation> = new Map(
  [
    ...["sister", "mother", "mom", "mum", "mama", "daughter", "wife", "girlfriend"].map(her),
    ...["grandmother", "grandma", "granny", "aunt", "auntie", "niece", "fiancee"].map(her),
    ...["brother", "father", "dad", "daddy", "son", "husband", "boyfriend", "fiance"].map(him),
    ...["grandfather", "grandpa", "uncle", "nephew"].map(him),
    ...["friend", "child", "baby", "kid", "pastor", "boss", "cousin", "neighbour"].map(open),
    ...["neighbor", "colleague", "teacher", "classmate", "roommate", "mentor"].map(open),
    ...["children", "kids", "parents", "family", "sons", "daughters", "siblings"].map(several),
    ...["brothers", "sisters", "friends", "grandchildren", "grandparents"].map(several),
  ].map((relation) => [relation.gloss, relation]),
);

/** Swahili relations, with the English word for each. */
const SWAHILI_RELATIONS: ReadonlyMap<string, Relation> = new Map([
  ["dada", her("sister")],
  ["kaka", him("brother")],
  ["mama", her("mother")],
  ["baba", him("father")],
  ["mwana", open("child")],
  ["mtoto", open("child")],
  ["binti", her("daughter")],
  ["mke", her("wife")],
  ["mume", him("husband")],
  ["rafiki", open("friend")],
  ["mchungaji", open("pastor")],
  ["bosi", open("boss")],
  ["bibi", her("grandmother")],
  ["babu", him("grandfather")],
  ["mjomba", him("uncle")],
  ["shangazi", her("aunt")],
  ["binamu", open("cousin")],
  ["mpwa", open("nephew or niece")],
  ["jirani", open("neighbour")],
  ["mwalimu", open("teacher")],
  ["mchumba", open("fiance")],
  ["ndugu", open("brother or sister")],
  ["mzazi", open("parent")],
  ["watoto", several("children")],
  ["wazazi", several("parents")],
  ["marafiki", several("friends")],
  ["wana", several("children")],
]);

/** One word for a relation and its owner: "mwanangu" (my child), "mamangu" (my mother). */
const SWAHILI_OWNED: ReadonlyMap<string, Relation> = new Map([
  ["mwanangu", open("child")],
  ["mwanetu", open("child")],
  ["mamangu", her("mother")],
  ["babangu", him("father")],
  ["dadangu", her("sister")],
  ["kakangu", him("brother")],
  ["wanangu", several("children")],
  ["wanetu", several("children")],
]);

/** "My" or "our" in Swahili; the plural class ("ndugu zangu") makes the relation several. */
const SWAHILI_OWNERS = new Set(["yangu", "wangu", "yetu", "wetu"]);
const SWAHILI_OWNERS_OF_SEVERAL = new Set(["zangu", "zetu"]);

const ENGLISH_OWNERS = new Set(["my", "our"]);
/** Words that end the phrase before a relation is reached ("my marriage and my husband"). */
const PHRASE_BREAKS = new Set([
  "and",
  "or",
  "is",
  "was",
  "has",
  "had",
  "who",
  "that",
  "to",
  "for",
  "in",
  "with",
  "me",
  "i",
  "my",
  "our",
]);
/** "My little sister", "my 5 year old son": words between the owner and the relation. */
const MAX_WORDS_BEFORE_RELATION = 3;

interface Found {
  start: number;
  end: number;
  relation: Relation;
  language: Locale;
}

function englishPhraseAt(words: readonly string[], start: number): Found | undefined {
  if (!ENGLISH_OWNERS.has(words[start])) return undefined;
  for (let end = start + 1; end <= start + MAX_WORDS_BEFORE_RELATION + 1; end += 1) {
    const word = words[end];
    if (word === undefined || PHRASE_BREAKS.has(word)) return undefined;
    const relation = ENGLISH_RELATIONS.get(word);
    if (relation) return { start, end, relation, language: "en" };
  }
  return undefined;
}

function swahiliPhraseAt(words: readonly string[], start: number): Found | undefined {
  const owned = SWAHILI_OWNED.get(words[start]);
  if (owned) return { start, end: start, relation: owned, language: "sw" };
  const relation = SWAHILI_RELATIONS.get(words[start]);
  const owner = words[start + 1] ?? "";
  if (!relation) return undefined;
  if (SWAHILI_OWNERS_OF_SEVERAL.has(owner))
    return {
      start,
      end: start + 1,
      relation: { ...relation, pronoun: "them", plural: true },
      language: "sw",
    };
  return SWAHILI_OWNERS.has(owner)
    ? { start, end: start + 1, relation, language: "sw" }
    : undefined;
}

function phraseAt(words: readonly string[], start: number): Found | undefined {
  return englishPhraseAt(words, start) ?? swahiliPhraseAt(words, start);
}

/** "Pray for", "prayers for", "pray 4", "pray over" right before whom. */
const ENGLISH_ASKING = new Set(["pray", "prayer", "prayers", "praying", "intercede"]);
const ENGLISH_FOR = new Set(["for", "4", "over"]);
/** "Niombee", "mwombee", "tuombeeni", "kumwombea", "ombea": pray for, in any person. */
const SWAHILI_ASKING = /ombe(?:e+|e+ni|a)$/u;

function askedFor(words: readonly string[], start: number): boolean {
  const before = words[start - 1] ?? "";
  return (
    SWAHILI_ASKING.test(before) ||
    (ENGLISH_FOR.has(before) && ENGLISH_ASKING.has(words[start - 2] ?? ""))
  );
}

/** Words by which the reader, or their household, is the one in need ("we separated"). */
const ENGLISH_SELF = new Set(["i", "im", "ive", "id", "me", "myself", "we", "us"]);
const SWAHILI_SELF = new Set(["mimi", "sisi", "nina", "sina", "naogopa", "nahisi", "najisikia"]);
/**
 * A Swahili verb telling of the reader: "I" or "we" in a tense that tells ("nimechoka",
 * "tunagombana"), or "me" as its object ("ameniacha", "kunitangaza"); a request for prayer
 * ("kuniombea", "tunaomba") is none.
 */
const SWAHILI_SELF_VERB =
  /^(?:(?:ni|tu)(?:na|li|me|ta|nge)\p{L}{3,}|(?:a|wa|u|i|li|ya|ki|vi|zi)(?:na|li|me|ta|ki|nge)ni\p{L}{3,}|(?:ku|hu)ni\p{L}{3,})$/u;
const REQUEST = /omb/u;

/**
 * Whether "my" or "our" owns something that is no relation ("my marriage", "ndoa yangu"): the
 * need is the reader's own, whoever else the message names.
 */
function ownsNeed(words: readonly string[]): boolean {
  return words.some(
    (word, at) =>
      (ENGLISH_OWNERS.has(word) && !englishPhraseAt(words, at)) ||
      (SWAHILI_MINE.test(word) && at > 0 && !swahiliPhraseAt(words, at - 1)),
  );
}

/** Whether the message tells of the reader's own need beside whom it names. */
function tellsOfSelf(words: readonly string[]): boolean {
  return (
    ownsNeed(words) ||
    words.some(
      (word) =>
        ENGLISH_SELF.has(word) ||
        SWAHILI_SELF.has(word) ||
        (SWAHILI_SELF_VERB.test(word) && !REQUEST.test(word)),
    )
  );
}

const SHE = new Set(["she", "her", "hers", "shes", "herself"]);
const HE = new Set(["he", "him", "his", "hes", "himself"]);

/** For "my friend", "my baby": the pronoun the message goes on to use for them. */
function pronounAfter(words: readonly string[], from: number, relation: Relation): Pronoun {
  if (relation.pronoun !== "them" || relation.plural) return relation.pronoun;
  const later = words.slice(from);
  const she = later.findIndex((word) => SHE.has(word));
  const he = later.findIndex((word) => HE.has(word));
  if (she >= 0 && (he < 0 || she < he)) return "her";
  return he >= 0 ? "him" : "them";
}

/**
 * Whom a prayer request asks prayer for, when it is someone else: named right after "pray for" /
 * "niombee", or named in a request that tells of no need of the reader's own ("my son is admitted
 * with malaria, pls pray"). Undefined when the prayer is the reader's.
 */
export function prayedFor(words: readonly string[]): PrayedFor | undefined {
  let named: Found | undefined;
  for (let start = 0; start < words.length; start += 1) {
    const found = phraseAt(words, start);
    if (!found) continue;
    if (askedFor(words, start)) {
      named = found;
      break;
    }
    named ??= found;
  }
  if (!named) return undefined;
  if (!askedFor(words, named.start) && tellsOfSelf(words)) return undefined;
  const { start, end, relation, language } = named;
  return {
    person: words.slice(start, end + 1).join(" "),
    gloss: relation.gloss,
    pronoun: pronounAfter(words, end + 1, relation),
    plural: relation.plural ?? false,
    language,
  };
}

/** Between "pray for" and the setting prayed for: "pray for my new business", "kanisa letu". */
const BEFORE_SETTING = new Set(["my", "our", "the", "new", "a", "this"]);
const MAX_WORDS_BEFORE_SETTING = 2;

/**
 * The setting a prayer is asked for, when it is what is prayed for ("pray for my new business",
 * "liombee kanisa letu"): then it is the need itself, not the scenery of another.
 */
export function settingPrayedFor(words: readonly string[]): string | undefined {
  for (let at = 0; at < words.length; at += 1) {
    const opens =
      SWAHILI_ASKING.test(words[at]) ||
      (ENGLISH_FOR.has(words[at]) && ENGLISH_ASKING.has(words[at - 1] ?? ""));
    if (!opens) continue;
    let next = at + 1;
    while (next <= at + MAX_WORDS_BEFORE_SETTING && BEFORE_SETTING.has(words[next] ?? ""))
      next += 1;
    if (SETTING_WORDS.has(words[next] ?? "")) return words[next];
  }
  return undefined;
}

/**
 * Whether a topic was named only by the words naming whom the prayer is for ("our pastor":
 * church, "my wife": marriage), which say nothing of what they need.
 */
export function namedByWhomOnly(
  { needPositions }: TopicMatch,
  words: readonly string[],
  { person }: PrayedFor,
): boolean {
  const whom = new Set(person.split(" "));
  return namedOnlyBy(needPositions, withoutFraming(words), (word) => whom.has(word));
}
