import "server-only";
import { TOPICS } from "./content";
import { bilingualTriggers, triggerPosition } from "./text-matching";
import type { TopicMatch } from "./topics";

/**
 * What readers say just before the help they ask for: in "my sister stole from me, how do I
 * forgive her" the theft is the story and the forgiving the need.
 */
const ASK_OPENERS = bilingualTriggers(
  [
    "how do i",
    "how can i",
    "how should i",
    "how can we",
    "how do we",
    "how should we",
    "what can we",
    "how to",
    "teach me",
    "what should i",
    // A prayer for the reader's own strength names it next: "pray that i can forgive her".
    "pray that i can",
    "pray that i may",
    "pray that i will",
    "pray i can",
    "pray that god helps me",
    "pray god helps me",
    // A question whether the reader does wrong names what it is about: "am I robbing God".
    "am i",
  ],
  ["nawezaje", "ninawezaje", "tunawezaje", "jinsi ya", "namna ya"],
);
/** A plea for the reader's own help ("help me", "nisaidieni niache"): the trouble is their own. */
const PLEA_OPENERS = bilingualTriggers(["help me"], ["nisaidie", "tusaidie"]);

/**
 * What readers say just before the feeling that weighs on them: in "I got a D, my parents are
 * disappointed, I feel like a failure" the failure is the need, and in "i feel bitter and
 * jealous" both feelings are.
 */
const FEELING_OPENERS = bilingualTriggers(
  ["i feel", "im feeling", "i am feeling", "feeling so", "makes me feel"],
  [
    "najisikia",
    "najiskia",
    "ninajisikia",
    "nahisi",
    "ninahisi",
    "najihisi",
    "najiona",
    "ninajiona",
    "niko",
  ],
);

/** The words after an opener that still say what is asked ("how do I stay patient with him"). */
const ASKED_SPAN = 4;

/** A Swahili verb asking how ("nitamsamehe-je", "nimsaidie-je") asks for what it names. */
const ASKING_HOW = /^[a-z]{4,}je$/u;
/** "Vipi" asks how of the verb before it, as "-je" does: "tumsaidie vipi", "nimsamehe vipi". */
const HOW_AFTER_VERB = "vipi";

function positionsAfter(words: readonly string[], openers: typeof ASK_OPENERS): Set<number> {
  const asked = new Set<number>();
  for (const opener of openers) {
    const at = triggerPosition(words, opener);
    if (at < 0) continue;
    const from = at + opener.words.length;
    for (let position = from; position < Math.min(words.length, from + ASKED_SPAN); position += 1)
      asked.add(position);
  }
  return asked;
}

/**
 * Who asks, said beside the asking ("how can we as a family help him", "sisi kama familia
 * tumsaidie vipi"): the family is the askers, not the need.
 */
const ASKERS = bilingualTriggers(
  ["as a family", "as family", "as parents", "as a church", "as his family", "as her family"],
  ["kama familia", "kama wazazi", "kama kanisa", "kama ndugu"],
);

/** Where in the words the reader names what they ask help with. */
export function askedPositions(words: readonly string[]): ReadonlySet<number> {
  const asked = new Set([...positionsAfter(words, ASK_OPENERS), ...pleadedPositions(words)]);
  for (const askers of ASKERS) {
    const at = triggerPosition(words, askers);
    if (at >= 0) askers.words.forEach((_, offset) => asked.delete(at + offset));
  }
  words.forEach((word, position) => {
    if (ASKING_HOW.test(word)) asked.add(position);
    if (word === HOW_AFTER_VERB && position > 0) asked.add(position - 1);
  });
  return asked;
}

/** Where in the words the reader names what they plead help with for themselves. */
function pleadedPositions(words: readonly string[]): ReadonlySet<number> {
  return positionsAfter(words, PLEA_OPENERS);
}

/** Where in the words the reader names how they feel. */
export function feltPositions(words: readonly string[]): ReadonlySet<number> {
  const felt = positionsAfter(words, FEELING_OPENERS);
  for (const position of prayedPurposePositions(words)) felt.add(position);
  return felt;
}

/** "Pray for …" and "niombee …", whose purpose follows the one prayed for. */
const PRAY_FOR = bilingualTriggers(
  ["pray for", "pray 4"],
  ["niombee", "tuombee", "mwombee", "muombee", "waombee", "utuombee", "uniombee"],
);
/** Who is prayed for stands between: "pray for my husband to …", "niombee mume wangu a…e". */
const PRAYED_FOR_SPAN = 4;
/** A Swahili subjunctive: "aokoke" (that he be saved), "nipate" (that I get), "wapone". */
const SUBJUNCTIVE = /^(?:a|wa|ni|tu|u)\p{L}{2,}e$/u;

/**
 * What a prayer asks for the one it names, said right after them: "pray for my husband to get
 * saved", "niombee mume wangu aokoke". It is the need, as surely as a feeling named.
 */
function prayedPurposePositions(words: readonly string[]): Set<number> {
  const purpose = new Set<number>();
  for (const opener of PRAY_FOR) {
    const at = triggerPosition(words, opener);
    if (at < 0) continue;
    const from = at + opener.words.length;
    for (
      let position = from;
      position < Math.min(words.length, from + PRAYED_FOR_SPAN);
      position += 1
    ) {
      const english = opener.language === "en" && words[position] === "to";
      const swahili = opener.language === "sw" && SUBJUNCTIVE.test(words[position]);
      if (!english && !swahili) continue;
      const start = english ? position + 1 : position;
      for (let next = start; next < Math.min(words.length, start + 3); next += 1) purpose.add(next);
      break;
    }
  }
  return purpose;
}

/** Words weighing two ways when an "or" stands near ("should I stay or go", "sijui kama niende au"). */
const SHOULD_I = bilingualTriggers(
  ["should i", "shall i", "do i", "whether to", "whether i"],
  ["sijui kama", "je niende", "je nibaki"],
);
/** Words that weigh two ways on their own ("which one do I take", "sijui niamue nini"). */
const CHOOSING = bilingualTriggers(
  ["which one", "which offer", "cant decide", "cannot decide", "torn between", "choose between"],
  ["niamue", "nichague", "nifanye uamuzi", "sijui nichague", "nichague kati"],
);
/** A Swahili "should I" verb: "ni-end-e", "ni-si-end-e"; in -i for a loanword ("ni-bak-i"). */
const SHOULD_I_VERB = /^ni[a-z]{2,}[ei]$/u;
/** "Niombee", "niombeeni": asking prayer, which weighs no way of the reader's own. */
const ASKING_PRAYER = /omb(?:e+|e+ni)$/u;
/** How far apart the two choices may stand around "or" ("stay near my parents or move"). */
const CHOICE_SPAN = 8;

const occurs = (words: readonly string[], triggers: typeof SHOULD_I) =>
  triggers.some((trigger) => triggerPosition(words, trigger) >= 0);

/**
 * How the reader weighs two ways, if they do: "ways" when the words say a choice between courses
 * of their own ("niende au nibaki", "cant decide", "which one do I take"), "or" when only "should
 * I … or" says it, which also asks how to keep a practice ("tithe on gross or net").
 */
export function choiceAsked(words: readonly string[]): "ways" | "or" | undefined {
  if (occurs(words, CHOOSING)) return "ways";
  const or = words.findIndex((word) => word === "or" || word === "au");
  if (or < 0) return undefined;
  if (wayVerbPositions(words, or).length >= 2) return "ways";
  return occurs(words, SHOULD_I) ? "or" : undefined;
}

/** Where the Swahili "should I" verbs around an "au" stand: "nikiri … au niache". */
function wayVerbPositions(words: readonly string[], or: number): number[] {
  const positions: number[] = [];
  for (let at = Math.max(0, or - CHOICE_SPAN); at < Math.min(words.length, or + CHOICE_SPAN); at++)
    if (SHOULD_I_VERB.test(words[at]) && !ASKING_PRAYER.test(words[at])) positions.push(at);
  return positions;
}

const GUIDANCE = TOPICS.find((topic) => topic.id === "guidance");
/** Guidance weighing two ways of no named need counts as a need named twice. */
const CHOICE_SCORE = 2.5;
/** Beside a need named at full weight, guidance comes just after it, or before it by this much. */
const CHOICE_SHARE = 0.9;
const CHOICE_LEAD = 0.25;

export interface Found {
  match: TopicMatch;
  needs: Set<number>;
  phrased: Set<number>;
}

/**
 * Weighing two ways, the reader asks for guidance: first when no need is named ("take the job in
 * Nairobi or finish my degree") or the ways are the reader's own courses ("niende Dubai au
 * nibaki"); else just after the need ("tithe on gross or net", "baptized again or not"). When
 * one of the ways is the need the story names most ("nikiri dhambi … au niache kimya"), the
 * reader asks about that need, and guidance follows it.
 */
export function weighChoice(found: Found[], asked: "ways" | "or", words: readonly string[]): void {
  if (!GUIDANCE) return;
  const named = found.filter(
    ({ match, needs }) => match.topic !== GUIDANCE && needs.size > 0 && match.score >= 1,
  );
  const best = Math.max(0, ...named.map(({ match }) => match.score));
  const or = words.findIndex((word) => word === "or" || word === "au");
  const ways = or < 0 ? [] : wayVerbPositions(words, or);
  const wayIsNeed = named.some(
    ({ match, needs }) => match.score === best && ways.some((position) => needs.has(position)),
  );
  const choice = wayIsNeed ? "or" : asked;
  const score =
    named.length === 0
      ? CHOICE_SCORE
      : choice === "ways"
        ? best + CHOICE_LEAD
        : CHOICE_SHARE * best;
  const guidance = found.find(({ match }) => match.topic === GUIDANCE);
  if (guidance) guidance.match.score = Math.max(guidance.match.score, score);
  else found.push({ match: { topic: GUIDANCE, score }, needs: new Set(), phrased: new Set() });
}

/**
 * A topic named where the reader asks for help ("how do I forgive her") or says how they feel
 * ("i feel like a failure") is the need they mean.
 */
const ASKED_NEED_BONUS = 1;
/**
 * However heavily the story names its trouble ("baba yangu ni mlevi … tumsaidie vipi"), the help
 * asked for in words of its own comes first, by this much; the trouble follows it. One word
 * asked ("how do i keep trusting") says too little to pass a need the story names at length, and
 * a plea for the reader's own help ("nisaidieni niache") leaves their own trouble first.
 */
const ASKED_NEED_LEAD = 0.25;
const ASKED_NEED_WORDS = 2;
/** A feeling named outweighs what the story around it named: the exam beside "i feel a failure". */
const FELT_NEED_BONUS = 1.5;
/**
 * However many words the story spends on its setting ("the results came out", a sacco loan),
 * the feeling the reader names comes first, by this much.
 */
const FELT_NEED_LEAD = 0.25;

/** Lifts the need the reader asks help with, else the feeling they name, above the story's. */
export function weighAskedAndFelt(content: readonly string[], found: readonly Found[]): void {
  const asked = askedPositions(content);
  // The first need named after "how do I" is what is asked; later words say what for
  // ("nawezaje kuwalea watoto wampende Mungu" asks how to raise them, not about love).
  const firstAsked = Math.min(
    ...found.flatMap(({ needs }) => [...needs].filter((position) => asked.has(position))),
  );
  const felt = feltPositions(content);
  const isFelt = (needs: Set<number>) => [...needs].some((position) => felt.has(position));
  const storyBest = Math.max(
    0,
    ...found.filter(({ needs }) => !isFelt(needs)).map(({ match }) => match.score),
  );
  const leads = !pleadedPositions(content).has(firstAsked);
  const untoldBest = Math.max(
    0,
    ...found.filter(({ needs }) => !needs.has(firstAsked)).map(({ match }) => match.score),
  );
  for (const { match, needs } of found) {
    if (needs.has(firstAsked))
      match.score =
        leads && needs.size >= ASKED_NEED_WORDS
          ? Math.max(match.score + ASKED_NEED_BONUS, untoldBest + ASKED_NEED_LEAD)
          : match.score + ASKED_NEED_BONUS;
    else if (isFelt(needs))
      match.score = Math.max(match.score + FELT_NEED_BONUS, storyBest + FELT_NEED_LEAD);
  }
}
