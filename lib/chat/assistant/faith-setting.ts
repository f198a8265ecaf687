import "server-only";
import { bilingualTriggers, triggerPosition, type Trigger } from "./text-matching";
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

/** The topics that being saved names: the new birth, salvation, a new believer's first steps. */
const SAVED_TOPICS: ReadonlySet<string> = new Set(["born-again", "salvation", "new-believer"]);

/** How much a topic named only by the reader's saying they are saved counts beside the need. */
const SETTING_SHARE = 0.3;

/**
 * Where the reader says they are saved, when they also name a need elsewhere: the topics named
 * only there count for little beside it. Alone ("I got saved, what now?") they keep their weight.
 */
export function weighSavedReader(
  content: readonly string[],
  matches: readonly TopicMatch[],
  isPrayerTopic: (id: string) => boolean,
): void {
  const setting = new Set<number>();
  for (const trigger of SAVED_READER) {
    const at = triggerPosition(content, trigger);
    trigger.words.forEach((_, offset) => at >= 0 && setting.add(at + offset));
  }
  if (setting.size === 0) return;
  const inSetting = (match: TopicMatch) =>
    [...(match.needPositions ?? [])].every((position) => setting.has(position));
  const needElsewhere = matches.some(
    (match) =>
      !SAVED_TOPICS.has(match.topic.id) &&
      !isPrayerTopic(match.topic.id) &&
      !match.byPersonOnly &&
      !inSetting(match),
  );
  if (!needElsewhere) return;
  for (const match of matches) {
    if (SAVED_TOPICS.has(match.topic.id) && inSetting(match)) match.score *= SETTING_SHARE;
  }
}
