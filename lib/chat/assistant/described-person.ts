import "server-only";
import { closestEntry } from "./closest-subject";
import { isBackground, type EntryMatch } from "./subjects";

/**
 * People asked about by what they did rather than by name: "the king who saw the writing on the
 * wall", "Herode aliyemuua Yohana Mbatizaji", "mwanafunzi aliyemsaliti Yesu", "nani aliuza haki
 * yake ya mzaliwa wa kwanza".
 */

/** English words that open a relative clause after the one it describes ("the king who…"). */
const ENGLISH_RELATIVES = new Set(["who", "that", "which", "whom", "whose"]);
/** A Swahili verb carrying the relative of one person ("ali-ye-muua", "ana-ye-taka") or "ambaye". */
const SWAHILI_RELATIVE = /^(?:[au](?:li|na|ta|taka|me)ye\p{L}{2,}|ambaye)$/u;

/** One person, as a question describes someone: "the king who", "mwanafunzi aliyemsaliti". */
const PERSON_NOUNS: ReadonlySet<string> = new Set([
  "man",
  "woman",
  "lady",
  "person",
  "king",
  "queen",
  "prophet",
  "prophetess",
  "disciple",
  "apostle",
  "governor",
  "ruler",
  "judge",
  "priest",
  "soldier",
  "centurion",
  "official",
  "widow",
  "son",
  "daughter",
  "brother",
  "sister",
  "boy",
  "girl",
  "servant",
  "slave",
  "shepherd",
  "fisherman",
  "collector",
  "beggar",
  "leper",
  "jailer",
  "guard",
  "mtu",
  "mwanamume",
  "mwanaume",
  "mwanamke",
  "mfalme",
  "malkia",
  "nabii",
  "mwanafunzi",
  "mtume",
  "liwali",
  "mtawala",
  "mwamuzi",
  "kuhani",
  "askari",
  "akida",
  "mjane",
  "mwana",
  "kijana",
  "mvulana",
  "msichana",
  "mtumishi",
  "mtumwa",
  "mchungaji",
  "mvuvi",
  "mtoza",
  "kipofu",
  "mkoma",
  "mlinzi",
  "tajiri",
  "mke",
]);
/**
 * Words before the person that make the sentence about the reader's own life ("my son who was
 * jailed", "i met a man who", "there is this man who", "kuna mtu aliyenirogea"), not a question
 * about someone in the Bible.
 */
const NOT_THE_ONE_ASKED_ABOUT = new Set([
  "this",
  "my",
  "our",
  "your",
  "his",
  "her",
  "their",
  "a",
  "an",
  "one",
  "some",
  "kuna",
  "nina",
]);
const ASKING_WHO_OPENERS = new Set(["who", "which"]);
const OF = new Set(["of", "wa"]);
const SWAHILI_WHO = new Set(["nani", "yupi"]);
/** The words that ask who someone was, whichever person is meant. */
const ASKING_WHO = new Set([
  ...SWAHILI_WHO,
  ...ASKING_WHO_OPENERS,
  "alikuwa",
  "walikuwa",
  "ni",
  "was",
  "were",
  "is",
]);

export interface RelativeClause {
  /** Where the clause begins: a name before it says whom the question is about, one in it describes. */
  start: number;
  /** The clause follows a person ("the king who…"), so it describes someone the question asks about. */
  afterPerson: boolean;
}

/**
 * How far into a message a clause may start and still describe whom it asks about: questions put
 * the description first ("the king who", "what was the name of the woman who"); deep in a story
 * ("…wakampa kijana aliyeajiriwa mwaka jana") it is one more person in the reader's life.
 */
const MAX_DESCRIBING_START = 12;

/**
 * The relative clause of a question, if any. "Which Herod beheaded John" asks about its first two
 * words; "which king threw a spear at David" describes a king.
 */
export function relativeClause(words: readonly string[]): RelativeClause | undefined {
  if (words[0] === "which" && words.length > 2)
    return { start: 2, afterPerson: PERSON_NOUNS.has(words[1]) };
  const start = words.findIndex(
    (word, index) => index > 0 && (ENGLISH_RELATIVES.has(word) || SWAHILI_RELATIVE.test(word)),
  );
  if (start < 0) return undefined;
  // "the keeper of the prison who", "mlinzi wa gereza aliyeuliza": the person is before "of".
  const ofSomething = OF.has(words[start - 2] ?? "") && PERSON_NOUNS.has(words[start - 3] ?? "");
  const noun = ofSomething ? start - 3 : start - 1;
  // A word may stand between: "a married man who", "my old friend who".
  const before = words.slice(Math.max(0, noun - 2), noun);
  const afterPerson =
    start <= MAX_DESCRIBING_START &&
    PERSON_NOUNS.has(words[noun]) &&
    !before.some((word) => NOT_THE_ONE_ASKED_ABOUT.has(word));
  return { start, afterPerson };
}

function asksWho(words: readonly string[]): boolean {
  return ASKING_WHO_OPENERS.has(words[0]) || words.some((word) => SWAHILI_WHO.has(word));
}

/**
 * The entries of a question with the one it asks about first, and whether that one was found by
 * description: a person named before a relative clause stays first; a clause describing someone
 * unnamed, or a "who" naming no person, puts first the entry whose own story the words clearly tell.
 */
export function describedFirst(
  entries: EntryMatch[],
  words: readonly string[],
  clause: RelativeClause | undefined,
): { entries: EntryMatch[]; described: boolean } {
  const unchanged = { entries, described: false };
  const named = entries.filter((match) => !isBackground(match));
  if (clause && named.some((match) => match.position < clause.start)) return unchanged;
  const namesPerson = named.some((match) => match.entry.kind === "person");
  if (!clause?.afterPerson && (namesPerson || !asksWho(words))) return unchanged;
  // "Tabitha alikuwa nani" names her by her story's name: no one else is described. A place
  // named ("sold into Egypt") only says where the one described was.
  if (!clause && named.some((match) => match.strong && match.entry.kind !== "place"))
    return unchanged;
  // How "who" is asked describes no one: "alikuwa nani" is in Isaiah's "nimtume nani".
  const described = closestEntry(words.filter((word) => !ASKING_WHO.has(word)));
  if (!described) return unchanged;
  const first: EntryMatch = {
    entry: described,
    score: (entries[0]?.score ?? 0) + 1,
    strong: true,
    name: "",
    context: 0,
    position: -1,
  };
  return {
    // Jesus named in the description ("touched Jesus' cloak") is not whom it asks about.
    entries: [first, ...named.filter((match) => match.entry !== described)],
    described: true,
  };
}
