import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { toldEntries } from "./closest-subject";
import type { StoryEntry, StoryKind } from "./content";
import { wordsToldBy } from "./episode";
import { contentReference, passageText } from "./scripture";
import { isBackground, summaryWords, type EntryMatch } from "./subjects";
import { tellingQuestionWords } from "./telling-words";
import { wordsOf } from "./text-matching";

/**
 * Events asked about by what happened rather than by their name: "when the sun stood still",
 * "the dream where angels went up and down a ladder", "punda aliyeongea na nabii njiani".
 */

/** Words by which a message tells of the reader's own life, which no Bible story is. */
const FIRST_PERSON = new Set([
  "i",
  "im",
  "ive",
  "me",
  "my",
  "mine",
  "myself",
  "we",
  "us",
  "our",
  "ours",
  "mimi",
  "sisi",
  "yangu",
  "wangu",
  "changu",
  "langu",
  "zangu",
  "vyangu",
  "kwangu",
  "mwangu",
  "yetu",
  "wetu",
  "chetu",
  "letu",
  "zetu",
  "kwetu",
  "nina",
  "sina",
  "sijui",
  "siwezi",
  "nataka",
  "naogopa",
  "nahisi",
  "najisikia",
  "najiskia",
  // The spoken first person, "na-" for "nina-": "naenda kazini", "naona haina maana".
  "naona",
  "nafanya",
  "naenda",
  "nakaa",
  "napenda",
  "nasoma",
  "nalia",
  "nawaza",
  "nadhani",
  "nafikiri",
  "najua",
  "nahitaji",
  "natafuta",
  "nakumbuka",
  "naumia",
  "naishi",
]);
/**
 * A Swahili verb whose subject is "I" or "we" in a tense that tells ("nimefukuzwa", "tulimzika"),
 * or that asks for "me" ("niongoze", "nisaidie", "niokoke").
 */
const SWAHILI_FIRST_PERSON_VERB = /^(?:(?:ni|tu)(?:na|li|me|ta|ki|nge)\p{L}{3,}|ni\p{L}{3,}e)$/u;

/**
 * A Swahili verb done to "me" ("amenifukuza", "kunipiga"), or to "us" by a root that harms
 * ("kutufukuza", "wanatudai"): "tu" also opens roots of its own ("alituliza", he calmed).
 */
const SWAHILI_FIRST_PERSON_OBJECT =
  /^(?:ku|(?:a|wa)(?:na|li|me|ta))(?:ni\p{L}{3,}|tu(?:fukuz|pig|ib|dai|tes|onee|sumbu|tishi|dhulum|nyang)\p{L}*)$/u;

/** Whether the message tells of the reader's own life ("my boda was stolen", "tumemzika"). */
export function tellsOfOwnLife(words: readonly string[]): boolean {
  return words.some(
    (word) =>
      FIRST_PERSON.has(word) ||
      SWAHILI_FIRST_PERSON_VERB.test(word) ||
      SWAHILI_FIRST_PERSON_OBJECT.test(word),
  );
}

/** Words opening a question in general ("is a person saved…", "inawezekana mtu…"). */
const QUESTION_OPENERS = new Set([
  "how",
  "is",
  "are",
  "can",
  "does",
  "do",
  "should",
  "must",
  "inawezekana",
]);

/** Whether the message asks a question in general rather than telling what happened. */
function asksGenerally(words: readonly string[], message: string): boolean {
  return message.includes("?") || QUESTION_OPENERS.has(words[0] ?? "") || words.includes("je");
}

/** Kinds of entry a story names as who was there and where, not as what it is about. */
const PARTICIPANTS: ReadonlySet<StoryKind> = new Set(["person", "place"]);

/** A story told without its name must share more words with it than a person asked "who" about. */
const MIN_TOLD_WORDS = 3;
/** More still for a question beside a topic it names, lest one on salvation turn into a parable. */
const MIN_TOLD_WORDS_BESIDE_TOPIC = 4;
/**
 * A person named who takes part in a story tells it nearly as a word of it would: "Moses and
 * Elijah appeared with Jesus on the mountain" is the transfiguration, "Kora na wenzake walimwasi
 * Musa" Korah's rebellion.
 */
const PARTICIPANT_SHARE = 0.75;
/** The score of a topic named by at least one of its own words at full weight. */
const NAMED_TOPIC_SCORE = 1;

/**
 * Whether the person or place named is one of those the story tells of, by the name the reader
 * used; as scenery, a place counts by any of its names (the story says "Yordani" where the reader
 * wrote "mto Yordani").
 */
function takesPartIn(story: StoryEntry, match: EntryMatch, placeByAnyName = false): boolean {
  if (match.entry === story || !PARTICIPANTS.has(match.entry.kind)) return false;
  const summary = summaryWords(story);
  const names =
    placeByAnyName && match.entry.kind === "place"
      ? [...match.entry.names.en, ...match.entry.names.sw, match.name]
      : [match.name];
  return names.some((name) => wordsOf(name).every((word) => summary.has(word)));
}

/**
 * Whether a place's leading passage tells of the person: Sinai's names Moses, Carmel's Elijah; the
 * Jordan's (Jesus' baptism) does not name Naaman, though its summary does.
 */
function leadingPassageNames(place: StoryEntry, match: EntryMatch): boolean {
  const reference = contentReference(place.passages[0]);
  const text = new Set(wordsOf(`${passageText(reference, "en")} ${passageText(reference, "sw")}`));
  const names = [...match.entry.names.en, ...match.entry.names.sw];
  return names.some((name) => wordsOf(name).every((word) => text.has(word)));
}

/**
 * A place named as where the story of someone named beside it happens is its scenery: "Naamani
 * kujichovya mto Yordani" asks about Naaman, though "mto Yordani" is the longer name. Not a place
 * whose own passages tell of that person: "Musa mlimani Sinai" asks what happened at Sinai, and
 * Moses' life would answer with the burning bush.
 */
function sceneryAfter(entries: EntryMatch[]): EntryMatch[] {
  const [place] = entries;
  if (place?.entry.kind !== "place") return entries;
  const story = entries.find(
    (match) =>
      match.strong &&
      match.entry.kind !== "place" &&
      !isBackground(match) &&
      takesPartIn(match.entry, place, true) &&
      !(match.entry.kind === "person" && leadingPassageNames(place.entry, match)),
  );
  return story ? [story, ...entries.filter((match) => match !== story)] : entries;
}

/**
 * An event named beside people who take part in it is what is asked ("Kora na wenzake
 * walipomwasi Musa" is Korah's rebellion, not Moses' life); they say who was there. Otherwise a
 * place named first steps behind the story told there.
 */
export function namedEventFirst(entries: EntryMatch[]): EntryMatch[] {
  const event = entries.find((match) => match.strong && !PARTICIPANTS.has(match.entry.kind));
  if (!event || event === entries[0]) return sceneryAfter(entries);
  const others = entries.filter((match) => match !== event);
  if (!others.every((match) => isBackground(match) || takesPartIn(event.entry, match)))
    return sceneryAfter(entries);
  return [event, ...others];
}

/**
 * The event or person the message tells of, when it names none of its own and speaks of no life
 * of the reader's: people it names who take part in that story ("when Jesus told Peter to find
 * a coin") say who was there, not what it asks about, and are left out. A story the words tell
 * as well comes back beside it, to ask about.
 */
export function toldEventFirst(
  entries: EntryMatch[],
  words: readonly string[],
  message: string,
  topicScore: number,
  locale: Locale,
): { entries: EntryMatch[]; described: boolean; toldAlike?: StoryEntry[] } {
  const unchanged = { entries, described: false };
  if (tellsOfOwnLife(words)) return unchanged;
  // The story is told by the words beyond the names: "Yuda alikuwa nani" tells none.
  const names = new Set(entries.flatMap((match) => wordsOf(match.name)));
  const [told, ...alike] = toldEntries(
    words.filter((word) => !names.has(word)),
    topicScore >= NAMED_TOPIC_SCORE && asksGenerally(words, message)
      ? MIN_TOLD_WORDS_BESIDE_TOPIC
      : MIN_TOLD_WORDS,
    // Only an event: one person named in another's life ("Yuda" in Isaiah's) tells no story.
    (story) =>
      PARTICIPANTS.has(story.kind)
        ? 0
        : PARTICIPANT_SHARE * entries.filter((match) => takesPartIn(story, match)).length,
  );
  if (!told) return unchanged;
  // Someone named is asked about, not another person in whose life they appear: "Daudi alikuwa
  // mtu wa aina gani, Mungu alimpenda" is David, though Jonathan loved him too.
  const namedPerson = entries.some(
    (match) => match.strong && match.entry.kind === "person" && !isBackground(match),
  );
  if (told.kind === "person" && namedPerson) return unchanged;
  // Someone named whose own story tells more of the words is asked about in that episode:
  // "Danieli na wenzake walikataa chakula cha mfalme" is Daniel 1, not his friends' furnace.
  const asked = tellingQuestionWords(
    words,
    new Set([...names, ...[...told.names.en, ...told.names.sw].flatMap(wordsOf)]),
  );
  const toldByEvent = wordsToldBy(told, asked, locale);
  const ownEpisode = entries.some(
    (match) =>
      match.strong &&
      match.entry.kind === "person" &&
      !isBackground(match) &&
      wordsToldBy(match.entry, asked, locale) > toldByEvent,
  );
  if (ownEpisode) return unchanged;
  // A name of one common word ("fell" for the Fall), or of common words out of its order, is no
  // name; an event named is what is asked; the people and places of the story ("sent frogs on
  // Egypt") say who was there and where.
  const takesPart = (match: EntryMatch) =>
    isBackground(match) || !match.strong || match.outOfOrder || takesPartIn(told, match);
  if (entries.some((match) => match.entry !== told && !takesPart(match))) return unchanged;
  const first: EntryMatch = {
    entry: told,
    score: (entries[0]?.score ?? 0) + 1,
    strong: true,
    name: "",
    context: 0,
    position: -1,
  };
  return { entries: [first], described: true, toldAlike: alike };
}
