import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { inBibleWords } from "./bible-words";
import { closestSubject, closestTeaching, type StudySubject } from "./closest-subject";
import { asksToCompare, comparison } from "./compare-question";
import { describedFirst, relativeClause, type RelativeClause } from "./described-person";
import { kinFollows } from "./names-in-text";
import { sameNameAlternatives } from "./same-names";
import { toldApart } from "./told-apart";
import type { StoryEntry } from "./content";
import { matchEntries, isBackground, type EntryMatch } from "./subjects";
import { matchTeaching, type TeachingMatch } from "./teaching-match";
import { anyTrigger, bilingualTriggers, foldText } from "./text-matching";
import {
  TEACHING,
  WHAT_HAPPENED,
  WHO,
  WHY,
  asksWhatJesusTaught,
  mentionsJesus,
  preferredKinds,
} from "./study-phrases";
import { namedEventFirst, tellsOfOwnLife, toldEventFirst } from "./told-event";
import { withoutFraming } from "./framing";
import type { TopicMatch } from "./topics";

/**
 * Questions about the Bible's people, events and Jesus' teaching ("who was Ruth", "nini kilitokea
 * Pentekoste", "what did Jesus teach about divorce", "tofauti kati ya torati na neema").
 */
export type StudyIntent = "story" | "teaching" | "compare";

export interface StudyAnalysis {
  intent?: StudyIntent;
  /** People, places and events named, best first. */
  entries: EntryMatch[];
  teaching?: TeachingMatch;
  /** Other entries the best one's name could mean, to ask about. */
  alternatives: StoryEntry[];
  /** The alternatives are stories the message tells as well as the best one, not its namesakes. */
  toldAlike?: boolean;
  comparison?: [StudySubject, StudySubject];
}

const JOINING_WORDS = new Set(["and", "or", "na", "au", "the"]);

/** Whether the message names the two side by side ("Ruth and Naomi", "Paulo na Barnaba"). */
function namedTogether(words: readonly string[], first: string, second: string): boolean {
  const text = ` ${words.join(" ")} `;
  const [start, end] = [text.indexOf(` ${first} `), text.indexOf(` ${second} `)];
  if (start < 0 || end < 0) return false;
  const [left, right] = start < end ? [first, end] : [second, start];
  const between = text.slice(text.indexOf(` ${left} `) + left.length + 2, right);
  const joining = between.split(" ").filter(Boolean);
  return joining.length > 0 && joining.every((word) => JOINING_WORDS.has(word));
}

/**
 * A second person or event the question names beside the main one, as surely and joined to it
 * ("Ruth and Naomi"): the reply tells its story too and cites it. A name that only says which one
 * is meant ("Hannah the mother of Samuel", "Zakaria baba yake Yohana Mbatizaji") stays out.
 */
export function accompanyingEntry(
  { entries }: StudyAnalysis,
  words: readonly string[],
): EntryMatch | undefined {
  const [main, second] = entries;
  if (!main || !second?.strong || second.name === main.name) return undefined;
  if (second.score < main.score - 1) return undefined;
  return namedTogether(words, main.name, second.name) ? second : undefined;
}

/**
 * A question that named nothing we know: the person, teaching or topic whose description shares
 * clearly the most words with it, as a weak match; no intent changes when there is none.
 */
export function withClosestSubject(
  study: StudyAnalysis,
  words: readonly string[],
): { study: StudyAnalysis; topics: TopicMatch[] } {
  const closest = closestSubject(withoutFraming(words), mentionsJesus(words));
  if (closest?.kind === "entry") {
    const entries = [
      { entry: closest.entry, score: 1, strong: false, name: "", context: 0, position: -1 },
    ];
    return { study: { ...study, intent: "story", entries }, topics: [] };
  }
  if (closest?.kind === "teaching") {
    const teaching = { teaching: closest.teaching, score: 0 };
    return { study: { ...study, intent: "teaching", teaching }, topics: [] };
  }
  return { study, topics: closest ? [{ topic: closest.topic, score: 1 }] : [] };
}

function teachingAskedAbout(words: readonly string[]): TeachingMatch | undefined {
  const matched = matchTeaching(words);
  if (matched) return matched;
  const closest = closestTeaching(words);
  return closest && { teaching: closest, score: 0 };
}

/** A phrase of three words of its own names a teaching without His name: "the rich young ruler". */
const NAMING_SCORE = 2.5;

function teachingNamed(words: readonly string[]): TeachingMatch | undefined {
  const matched = matchTeaching(words);
  return matched && matched.score >= NAMING_SCORE ? matched : undefined;
}

/**
 * "Who was the tax collector who climbed a tree to see Jesus" names only Jesus, but describes
 * someone else: the person or event whose own summary the other words clearly describe.
 */
function describedBesideJesus(entries: EntryMatch[], words: readonly string[]): EntryMatch[] {
  if (entries.length !== 1 || !isBackground(entries[0])) return entries;
  const described = closestSubject(withoutFraming(words), false);
  if (described?.kind !== "entry" || described.entry === entries[0].entry) return entries;
  const { score } = entries[0];
  return [{ entry: described.entry, score, strong: true, name: "", context: 0, position: -1 }];
}

const WHICH: ReadonlySet<string> = new Set(["which", "yupi"]);

/** The entries with first someone a relative clause describes, or else an event told by what happened. */
function describedOrTold(
  named: EntryMatch[],
  {
    words,
    message,
    topicScore,
    locale,
  }: { words: readonly string[]; message: string; topicScore: number; locale: Locale },
  clause: RelativeClause | undefined,
): { entries: EntryMatch[]; described: boolean; toldAlike?: StoryEntry[] } {
  const described = describedFirst(named, words, clause);
  if (described.described) return described;
  // Asked which of a name is meant, the story a clause tells says which one: "Herode yupi
  // aliyemkata kichwa Yohana Mbatizaji" is Herod Antipas, not the beheading.
  const start = clause?.start ?? -1;
  const personFirst =
    words.some((word) => WHICH.has(word)) &&
    named.some((match) => match.strong && match.entry.kind === "person" && match.position < start);
  return personFirst
    ? { entries: named, described: false }
    : toldEventFirst(namedEventFirst(named), words, message, topicScore, locale);
}

const WHO_VERBS: ReadonlySet<string> = new Set(["was", "is", "were"]);
const SWAHILI_WHO_VERBS: ReadonlySet<string> = new Set(["ni", "alikuwa", "walikuwa"]);

/**
 * Where a name asked about with "who" ends: right after "who was" ("who was Jethro"), or right
 * before "ni nani" / "alikuwa nani" ("Mefiboshethi ni nani").
 */
function namesAskedWho(words: readonly string[]): Set<number> {
  const positions = new Set<number>();
  words.forEach((word, index) => {
    if (word === "who" && WHO_VERBS.has(words[index + 1])) positions.add(index + 2);
    if (word === "nani" && SWAHILI_WHO_VERBS.has(words[index - 1])) positions.add(index - 2);
  });
  return positions;
}

/**
 * Of two people named, the one the question asks "who" about comes first: "Mefiboshethi ni nani
 * na Daudi alimfanyia nini" asks about Mephibosheth, whom David is named beside. So does one
 * whose relative the other is said to be: "Elizabeth the mother of John the Baptist".
 */
function askedByNameFirst(entries: EntryMatch[], words: readonly string[]): void {
  if (entries.length < 2) return;
  const asked = anyTrigger(words, WHO) ? namesAskedWho(words) : new Set<number>();
  const index = entries.findIndex(
    ({ position }) => asked.has(position) || kinFollows(words, position),
  );
  // Named after another, the one asked about is that one's relative ("Zakaria baba yake Yohana
  // Mbatizaji alikuwa nani" asks about Zechariah): only the first named moves up.
  const first = Math.min(...entries.map(({ position }) => position));
  if (index > 0 && entries[index].position === first) entries.unshift(...entries.splice(index, 1));
}

/**
 * Whether the parable's name stands inside a saying of the teaching the message asks about: "faith
 * as small as a mustard seed" uses the parable's image for faith, and asks for that saying.
 */
function namedInsideSaying(
  parable: EntryMatch,
  { teaching }: TeachingMatch,
  words: readonly string[],
): boolean {
  const longer = (phrase: string) =>
    foldText(phrase).includes(parable.name) && foldText(phrase) !== parable.name;
  const sayings = bilingualTriggers(
    teaching.triggers.en.filter(longer),
    teaching.triggers.sw.filter(longer),
  );
  return parable.name !== "" && anyTrigger(words, sayings);
}

/** Whether the message asks about a person, event or teaching, and which. */
export function analyzeStudyQuestion(
  words: readonly string[],
  message: string,
  topicScore: number,
  locale: Locale,
): StudyAnalysis {
  // Stories are named in the Bibles' words; Jesus' teaching is asked about in the reader's.
  const story = inBibleWords(words, locale);
  const clause = relativeClause(story);
  const named = toldApart(
    matchEntries(story, message, preferredKinds(words), clause?.start),
    story,
  );
  // "What did Jesus say about a man who looks back" asks about a kind of person, not someone.
  const described = asksWhatJesusTaught(words)
    ? { entries: named, described: false }
    : describedOrTold(named, { words: story, message, topicScore, locale }, clause);
  // A person described by what they did is asked about as surely as one asked "who was". Asked
  // what Jesus meant, "what happens to the branches" asks about His saying, not a story of Him.
  const asked =
    anyTrigger(story, WHO) ||
    (anyTrigger(story, WHAT_HAPPENED) && !asksWhatJesusTaught(words)) ||
    described.described;
  // Jesus is named in most questions; He is the subject only when asked about Himself.
  const entries = describedBesideJesus(
    described.entries.filter((match) => asked || !isBackground(match)),
    story,
  );
  askedByNameFirst(entries, story);
  const toldAlike = described.toldAlike ?? [];
  const alternatives = toldAlike.length > 0 ? toldAlike : sameNameAlternatives(entries);
  const teaching = mentionsJesus(words)
    ? teachingAskedAbout(withoutFraming(words))
    : teachingNamed(withoutFraming(words));
  const compared = asksToCompare(words) ? comparison(words, message) : undefined;
  const [top] = entries;
  const storyLike = top && top.entry.kind !== "person" && top.entry.kind !== "place";
  const intent = ((): StudyIntent | undefined => {
    if (compared) return "compare";
    // A teaching found only by its description's words never displaces anything the message names.
    if (teaching && (teaching.score > 0 ? !top?.strong : !top)) return "teaching";
    // A teaching its own words name outranks a story, unless the question asks for the story.
    // A parable named in full is His teaching: "what was Jesus teaching in the rich man and
    // Lazarus" asks for that story, not for His teaching on the money its name brushes.
    const parableNamed =
      top?.strong &&
      top.entry.kind === "parable" &&
      !(teaching && teaching.score > 0 && namedInsideSaying(top, teaching, words));
    const storyAsked = parableNamed || (storyLike ? !anyTrigger(words, TEACHING) : asked);
    // One everyday word of a teaching ("yalibadilikaje", changed) does not displace someone the
    // question names: it asks for His teaching in so many words, or names it by a phrase.
    const teachingAsked =
      !top?.strong || anyTrigger(words, TEACHING) || (teaching?.score ?? 0) >= NAMING_SCORE;
    if (teaching && teaching.score > 0 && !storyAsked && teachingAsked) return "teaching";
    if (!top) return undefined;
    // "Why did God send the flood" asks what the story tells, unless the reader tells of their life.
    const whyOfStory = storyLike && anyTrigger(story, WHY) && !tellsOfOwnLife(words);
    // Telling of their own life ("my son … two years ago"), a reader names no story by everyday
    // words it happens to share.
    const named = top.strong && !(top.outOfOrder && tellsOfOwnLife(words));
    if (asked || named || topicScore === 0 || whyOfStory) return "story";
    return undefined;
  })();
  return {
    intent,
    entries,
    teaching,
    alternatives,
    toldAlike: toldAlike.length > 0,
    comparison: compared,
  };
}
