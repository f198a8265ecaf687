import type { Locale } from "@/lib/i18n/locales";

/**
 * Words that say whom a message is about ("my daughter", "mume wangu"), not what it is about: in
 * "pray for my daughter before her surgery" the surgery is the topic.
 */
export const PERSON_WORDS: ReadonlySet<string> = new Set([
  "my",
  "our",
  "his",
  "her",
  "their",
  "son",
  "sons",
  "daughter",
  "daughters",
  "child",
  "children",
  "kid",
  "kids",
  "baby",
  "wife",
  "husband",
  "mother",
  "mom",
  "mum",
  "father",
  "dad",
  "brother",
  "sister",
  "friends",
  "brothers",
  "sisters",
  "relatives",
  "marafiki",
  "parent",
  "parents",
  "friend",
  "boyfriend",
  "girlfriend",
  "mtoto",
  "watoto",
  "mwanangu",
  "wanangu",
  "binti",
  "mke",
  "mume",
  "mama",
  "baba",
  "kaka",
  "dada",
  "ndugu",
  "rafiki",
  "mzazi",
  "wazazi",
  "mchumba",
  "yangu",
  "wangu",
  "wetu",
  "zangu",
  "wake",
  "yake",
]);

/**
 * Words that say where a life happens ("at church", "shuleni", "my shop"), not what troubles it:
 * in "I sing in the church choir but feel empty inside" the emptiness is the need. A topic named
 * only by them still answers when no need is named ("how do I do well at school").
 */
export const SETTING_WORDS: ReadonlySet<string> = new Set([
  "church",
  "school",
  "college",
  "university",
  "office",
  "shop",
  "business",
  "job",
  "work",
  "workplace",
  "neighbour",
  "neighbor",
  "kanisa",
  "kanisani",
  "shule",
  "shuleni",
  "chuo",
  "ofisi",
  "ofisini",
  "duka",
  "dukani",
  "biashara",
  "kazi",
  "kazini",
  "jirani",
  // Those one works beside are the workplace, not its trouble: "my colleagues accused me".
  "colleague",
  "colleagues",
  "coworker",
  "coworkers",
  "workmate",
  "workmates",
  "mfanyakazi",
  "wafanyakazi",
  "mwenzangu",
  "wenzangu",
]);

/**
 * Where a story happens or what is in it, not what troubles the reader: a country one works in,
 * the cows of a bride price, the choir one sings in, the pastor who is there. A second topic
 * named only by such words is the story's scenery ("tapeli wa kazi Dubai", "the pastor wants
 * money"), not a second need.
 */
export const SCENERY_WORDS: ReadonlySet<string> = new Set([
  "saudi",
  "saudia",
  "dubai",
  "oman",
  "qatar",
  "kuwait",
  "lebanon",
  "lebanoni",
  "bahrain",
  "canada",
  "europe",
  "ulaya",
  "uarabuni",
  "marekani",
  "uingereza",
  "majuu",
  "cows",
  "cow",
  "cattle",
  "goats",
  "ngombe",
  "mbuzi",
  "pastor",
  "pastors",
  "mchungaji",
  "wachungaji",
  "choir",
  "kwaya",
  "praise",
  "worship",
  "hospital",
  "hospitali",
  "clinic",
  "kliniki",
  "zahanati",
  "family",
  "familia",
  "siblings",
  "leaders",
  "viongozi",
]);

/**
 * Words pointing at someone or somewhere besides the one named ("another", "mwingine"), which say
 * what a wrong is only beside its own words: "another woman", "mwanamke mwingine".
 */
export const POINTING_WORDS: ReadonlySet<string> = new Set([
  "another",
  "other",
  "others",
  "else",
  "second",
  "nyingine",
  "mwingine",
  "wengine",
  "ingine",
  "lingine",
]);

/**
 * Whether the words that named a topic's need (their positions in the message) are all of one kind:
 * the story's scenery ("Dubai", "the pastor"), whom a prayer is for. None named it: false.
 */
export function namedOnlyBy(
  needPositions: ReadonlySet<number> | undefined,
  content: readonly string[],
  isOfKind: (word: string) => boolean,
): boolean {
  return (
    needPositions !== undefined &&
    needPositions.size > 0 &&
    [...needPositions].every((position) => isOfKind(content[position]))
  );
}

const ENGLISH_POSSESSIVES: ReadonlySet<string> = new Set([
  "my",
  "his",
  "her",
  "their",
  "our",
  "your",
]);
/** The noun class markers a Swahili possessive begins with: "y" of "yangu", "ch" of "changu". */
const CLASS_MARKER = "(w|y|z|l|ch|vy|kw|p|mw)";
/** "yangu, yake, yetu": a noun class marker, then whose. */
const SWAHILI_POSSESSIVE = new RegExp(`^${CLASS_MARKER}(?:angu|ako|ake|etu|enu|ao)$`, "u");
/** "Yangu, changu, yetu": my or our, of a thing of any class. */
export const SWAHILI_MINE = new RegExp(`^${CLASS_MARKER}(?:angu|etu)$`, "u");

/**
 * What a possessive word has in common with the other owners' ("my" with "her", "yangu" with
 * "yake" but not "wake"), or undefined for a word that is none.
 */
export function possessiveClass(word: string, language: Locale): string | undefined {
  if (language === "en") return ENGLISH_POSSESSIVES.has(word) ? "en" : undefined;
  return SWAHILI_POSSESSIVE.exec(word)?.[1];
}
