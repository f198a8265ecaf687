import "server-only";
import { namedOnlyBy, PERSON_WORDS, SCENERY_WORDS, SETTING_WORDS } from "./person-words";
import { bilingualTriggers, triggerWordPositions, type Trigger } from "./text-matching";
import type { TopicMatch } from "./topics";

/**
 * "I am born again and …", "nimeokoka lakini …": the reader says who they are before saying what
 * troubles them. Being saved is then the setting of the question, not the question.
 */
const SAVED_READER: readonly Trigger[] = bilingualTriggers(
  [
    "i am born again",
    "im born again",
    "am born again",
    "i got born again",
    "got born again",
    "i was born again",
    "i became born again",
    "we are born again",
    "a born again",
    "born again christian",
    "i am saved",
    "im saved",
    "am saved",
    "i got saved",
    "got saved",
    "i was saved",
    "we are saved",
    "saved for",
    "i am a christian",
    "im a christian",
    "as a christian",
  ],
  [
    "nimeokoka",
    "niliokoka",
    "tumeokoka",
    "tuliokoka",
    "nimeokolewa",
    "nimezaliwa mara ya pili",
    "nimezaliwa upya",
    "mimi ni mlokole",
    "mimi ni mkristo",
    "kama mkristo",
    "kama mlokole",
  ],
);

/**
 * The year of school the reader is in ("niko kidato cha nne", "in form four"): where they are,
 * which names the exams only when nothing else troubles them.
 */
const SCHOOL_YEAR: readonly Trigger[] = bilingualTriggers(
  [
    "form one",
    "form two",
    "form three",
    "form four",
    "form 1",
    "form 2",
    "form 3",
    "form 4",
    "class seven",
    "class eight",
    "class 7",
    "class 8",
    "grade six",
    "grade 6",
  ],
  [
    "kidato cha kwanza",
    "kidato cha pili",
    "kidato cha tatu",
    "kidato cha nne",
    "kidato cha tano",
    "kidato cha sita",
    "darasa la sita",
    "darasa la saba",
    "darasa la nane",
  ],
);

/** An office in the church ("mzee wa kanisa", a church elder): who the reader is, not their age. */
const CHURCH_OFFICE: readonly Trigger[] = bilingualTriggers(
  ["church elder", "an elder in church", "elder of the church", "elder in our church"],
  [
    "mzee wa kanisa",
    "wazee wa kanisa",
    "nimekuwa mzee wa kanisa",
    "ni mzee wa kanisa",
    "mimi ni mzee wa kanisa",
    "mzee wa kanisa letu",
  ],
);

/** When a trouble came ("two weeks before our ruracio"): the wedding dates it, it is not asked. */
const BEFORE_THE_WEDDING: readonly Trigger[] = bilingualTriggers(
  [
    "before our wedding",
    "before the wedding",
    "before our ruracio",
    "before the ruracio",
    "before our dowry",
    "before the dowry",
  ],
  [
    "kabla ya harusi",
    "kabla ya harusi yetu",
    "kabla ya ruracio",
    "kabla ya mahari",
    "kabla ya send off",
  ],
);

/**
 * Other people's weddings where the reader is asked about their own ("kila harusi naulizwa
 * utaolewa lini", "at every wedding they ask"): where the pressure is felt, not a wedding to plan.
 */
const AT_OTHERS_WEDDINGS: readonly Trigger[] = bilingualTriggers(
  ["at every wedding", "at weddings", "every wedding", "at every function", "at family functions"],
  [
    "kila harusi",
    "kila harusi na send off",
    "kila send off",
    "kwenye harusi",
    "kwenye harusi za wenzangu",
    "harusi za wenzangu",
    "harusini",
  ],
);

/**
 * Sleep lost over another trouble ("usiku silali nawaza", "i lie awake thinking about"): what the
 * trouble does to the reader; the trouble is the question.
 */
const SLEEP_LOST_OVER: readonly Trigger[] = bilingualTriggers(
  [
    "cant sleep thinking",
    "cannot sleep thinking",
    "lie awake thinking",
    "lie awake worrying",
    "awake at night thinking",
    "awake at night worrying",
  ],
  [
    "silali nawaza",
    "silali nikiwaza",
    "usiku silali nawaza",
    "usiku silali nikiwaza",
    "sipati usingizi nikiwaza",
    "nakosa usingizi nikiwaza",
    "silali kwa mawazo",
  ],
);

/**
 * What the reader has already done against a struggle ("i have fasted and prayed", "nimejaribu
 * kufunga na kuomba"): the struggle is the question, not how to fast.
 */
const ALREADY_TRIED: readonly Trigger[] = bilingualTriggers(
  [
    "tried fasting",
    "tried fasting and praying",
    "tried praying and fasting",
    "i have fasted",
    "i fasted and prayed",
    "fasted and prayed",
    "prayed and fasted",
    "i have prayed many times",
    "prayed so many times",
    "prayed about it many times",
  ],
  [
    "nimejaribu kufunga",
    "nimejaribu kufunga na kuomba",
    "nimejaribu kufunga na kusali",
    "nimefunga na kuomba",
    "nimefunga na kusali",
    "nimefunga nimeomba",
    "nimeomba na kufunga",
    "nimeomba mara nyingi",
    "nimeomba mara mingi",
    "nimeomba mara nyingi sana",
    "nimejaribu kuomba",
    "nimeomba sana",
  ],
);

/**
 * Words saying who or where the reader is, when the trouble came or what they already tried, and
 * the topics they alone would name.
 */
const SETTINGS: ReadonlyArray<{ triggers: readonly Trigger[]; topics: ReadonlySet<string> }> = [
  // Being saved names the new birth, salvation, a new believer's first steps.
  { triggers: SAVED_READER, topics: new Set(["born-again", "salvation", "new-believer"]) },
  { triggers: SCHOOL_YEAR, topics: new Set(["exams"]) },
  { triggers: CHURCH_OFFICE, topics: new Set(["old-age"]) },
  { triggers: BEFORE_THE_WEDDING, topics: new Set(["dowry-wedding", "dowry", "marriage"]) },
  { triggers: ALREADY_TRIED, topics: new Set(["fasting", "prayer"]) },
  { triggers: AT_OTHERS_WEDDINGS, topics: new Set(["dowry-wedding", "dowry", "marriage"]) },
  { triggers: SLEEP_LOST_OVER, topics: new Set(["sleeplessness", "rest"]) },
];

/** How much a topic named only by the reader's setting counts beside the need named elsewhere. */
const SETTING_SHARE = 0.3;

/**
 * Where the reader says who or where they are (saved, in form four), when they also name a need
 * elsewhere: the topics named only there count for little beside it. Alone ("I got saved, what
 * now?", "pray for me, I am in form four") they keep their weight.
 */
export function weighReaderSetting(
  content: readonly string[],
  matches: readonly TopicMatch[],
  isPrayerTopic: (id: string) => boolean,
): void {
  for (const { triggers, topics } of SETTINGS) {
    const setting = triggerWordPositions(content, triggers);
    if (setting.size === 0) continue;
    const inSetting = (match: TopicMatch) =>
      [...(match.needPositions ?? [])].every((position) => setting.has(position));
    const needElsewhere = matches.some(
      (match) =>
        !topics.has(match.topic.id) &&
        !isPrayerTopic(match.topic.id) &&
        !match.byPersonOnly &&
        !inSetting(match),
    );
    if (!needElsewhere) continue;
    for (const match of matches) {
      if (topics.has(match.topic.id) && inSetting(match)) match.score *= SETTING_SHARE;
    }
  }
}

/** A condition others call a curse: the condition is what the reader lives with, served first. */
const CONDITION_BEFORE_CURSE = { condition: "disability", curse: "witchcraft" } as const;
/**
 * Far enough behind the condition that its own verses come first (John 9:2-3 answers "who
 * sinned?"), near enough that the reply offers to speak to the fear of curses too.
 */
const CURSE_SHARE = 0.6;

/**
 * "My son has autism and people say we are cursed": the child's condition is answered first,
 * however many curse words the story stacks ("laana ya ukoo", "tumerogwa") and whoever says
 * them, and the fear of curses is offered beside it.
 */
export function weighConditionBeforeCurse(matches: readonly TopicMatch[]): void {
  const condition = matches.find(({ topic }) => topic.id === CONDITION_BEFORE_CURSE.condition);
  const curse = matches.find(({ topic }) => topic.id === CONDITION_BEFORE_CURSE.curse);
  if (!condition || !curse || condition.byPersonOnly) return;
  condition.score = Math.max(condition.score, curse.score / CURSE_SHARE);
  curse.score = CURSE_SHARE * condition.score;
}

/** Where a topic named only by the story's scenery stands beside the need named elsewhere. */
const SCENERY_SHARE = 0.9;
/**
 * A need named by a trigger word, if one a few topics share: a word the story shares with many
 * ("money" beside "sold a cow … in Dubai") tells no need from the scenery.
 */
const MIN_NEED_SCORE = 0.75;

/**
 * "Wale matapeli wa kazi za ulaya", "my boss in Dubai harassed me": a topic named only by where
 * the story happens and whom it is about (a country, the office, "my family") comes after the
 * need the story tells,
 * however many of its words the message shares; alone it still answers ("life in Dubai").
 */
export function weighSceneryBehindNeed(
  content: readonly string[],
  matches: readonly TopicMatch[],
  isPrayerTopic: (id: string) => boolean,
): void {
  const scenery = ({ needPositions }: TopicMatch) =>
    namedOnlyBy(
      needPositions,
      content,
      (word) => SCENERY_WORDS.has(word) || SETTING_WORDS.has(word) || PERSON_WORDS.has(word),
    );
  const needBest = Math.max(
    0,
    ...matches
      .filter((match) => !match.byPersonOnly && !isPrayerTopic(match.topic.id) && !scenery(match))
      .map(({ score }) => score),
  );
  // Nor does a need weaker than whom the story is about ("nasafiri kwenda Qatar kufanya kazi":
  // the travel beside the work).
  const whomBest = Math.max(
    0,
    ...matches.filter((match) => match.byPersonOnly).map(({ score }) => score),
  );
  if (needBest < MIN_NEED_SCORE || needBest < whomBest) return;
  for (const match of matches)
    if (scenery(match)) match.score = Math.min(match.score, SCENERY_SHARE * needBest);
}
