import "server-only";
import type { TopicMatch } from "./topics";

const ENGLISH_WRONGS: ReadonlySet<string> = new Set([
  "lied",
  "cheated",
  "stole",
  "stolen",
  "stealing",
  "lying",
  "cheating",
  "hurt",
  "insulted",
  "betrayed",
  "hit",
  "slapped",
  "beat",
  "abused",
  "cursed",
  "deceived",
]);
/** Between "I" and the wrong: "I have lied", "I once stole", "I have been stealing". */
const WORDS_BEFORE_WRONG = 2;

/**
 * A Swahili verb whose subject is the reader, in the past or perfect, and whose root is a wrong:
 * "ni-li-m-danganya", "ni-me-m-kosea", "ni-li-mw-ibia", "ni-li-iba".
 */
const SWAHILI_OWN_WRONG =
  /^ni(?:li|me)(?:m|mw|wa|ku)?(?:danganya|ibia|iba|tukana|saliti|umiza|piga|kosea|dharau)/u;

/** Whether the reader tells of a wrong they did, not one done to them. */
export function tellsOwnWrong(words: readonly string[]): boolean {
  return words.some(
    (word, position) =>
      SWAHILI_OWN_WRONG.test(word) ||
      (word === "i" &&
        words
          .slice(position + 1, position + 2 + WORDS_BEFORE_WRONG)
          .some((next) => ENGLISH_WRONGS.has(next))),
  );
}

/** Topics that comfort or counsel the one wronged: the wrong the reader did needs God's mercy. */
const WRONGED_TOPICS: ReadonlySet<string> = new Set([
  "forgiving-others",
  "infidelity",
  "heartbreak",
  "bitterness",
  "revenge",
]);
const WRONGED_SHARE = 0.5;

/** "I cheated on my wife, I feel terrible": God's forgiveness first, not comfort for the betrayed. */
export function weighOwnWrong(matches: readonly TopicMatch[]): void {
  for (const match of matches) {
    if (WRONGED_TOPICS.has(match.topic.id)) match.score *= WRONGED_SHARE;
  }
}

/** Words that name God's forgiveness only by the shame felt ("I feel dirty", "najiona mchafu"). */
const SHAME_WORDS: ReadonlySet<string> = new Set([
  "ashamed",
  "shame",
  "feel",
  "so",
  "too",
  "dirty",
  "aibu",
  "najiona",
  "mchafu",
]);
/** What is suffered, not done: the shame of it is no guilt to be forgiven. */
const SUFFERED_TOPICS: ReadonlySet<string> = new Set([
  "chronic-illness",
  "healing",
  "disability",
  "miscarriage",
  "childlessness",
  "mental-illness",
  "sexual-harassment",
  "domestic-violence",
  "false-accusation",
  "accused-of-witchcraft",
  // Losses and exposure readers are ashamed of without having done wrong.
  "public-shame",
  "unemployment",
  "poverty",
  "lost-livelihood",
  "scammed",
  "infidelity",
  "waiting-for-spouse",
]);
const GUILT_TOPIC = "gods-forgiveness";
const SHAME_SHARE = 0.5;

/**
 * "I tested positive … I feel dirty", "alinibaka, najiona mchafu": told beside something suffered,
 * with no wrong of the reader's own, shame asks comfort for what happened rather than forgiveness,
 * so God's forgiveness named by the shame alone counts for half of what was suffered, at most.
 */
export function weighShameOfSuffering(
  content: readonly string[],
  matches: readonly TopicMatch[],
): void {
  const suffered = Math.max(
    0,
    ...matches
      .filter(({ topic, byPersonOnly }) => SUFFERED_TOPICS.has(topic.id) && !byPersonOnly)
      .map(({ score }) => score),
  );
  if (suffered < 1) return;
  for (const match of matches) {
    const positions = [...(match.needPositions ?? [])];
    const byShameOnly =
      positions.length > 0 && positions.every((position) => SHAME_WORDS.has(content[position]));
    if (match.topic.id === GUILT_TOPIC && byShameOnly)
      match.score = Math.min(match.score, suffered) * SHAME_SHARE;
  }
}

/**
 * A Swahili verb of sending away whose subject is the reader and whose object someone else:
 * "tu-m-fukuze" (should we chase him out), "ni-me-m-fukuza kazi" (I dismissed her).
 */
const READER_SENDS_AWAY = /^(?:ni|tu)(?:na|li|me|ta|ki)?(?:m|mw|wa)fukuz/u;
/** Troubles of the one sent away, which the reader sending someone away does not suffer. */
const SENT_AWAY_TOPICS: ReadonlySet<string> = new Set(["eviction", "unemployment"]);
const SENDER_SHARE = 0.3;

/**
 * "Familia imechoka naye, tumfukuze nyumbani?": the reader asks whether to send someone away,
 * which is no eviction or lost job of theirs; such topics named only by that verb count little.
 */
export function weighReaderSendingAway(
  content: readonly string[],
  matches: readonly TopicMatch[],
): void {
  for (const match of matches) {
    if (!SENT_AWAY_TOPICS.has(match.topic.id)) continue;
    const sending = [...(match.needPositions ?? [])].some((position) =>
      READER_SENDS_AWAY.test(content[position]),
    );
    if (sending) match.score *= SENDER_SHARE;
  }
}
