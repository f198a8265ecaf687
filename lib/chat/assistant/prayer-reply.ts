import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { Topic } from "./content";
import type { PrayedFor } from "./intercession";
import type { MessageAnalysis } from "./intents";
import { citationNotes, lines, paragraphs, passagesFrom } from "./reply-parts";
import type { Passage } from "./retrieval";
import * as say from "./templates";
import { clampReference, contentReference } from "./scripture";
import { anyTrigger, compileTriggers } from "./text-matching";
import { PRAYER_TOPIC_IDS, type TopicMatch } from "./topics";

const PRAYER_VERSES = 2;

const PRAY_FOR_ME = [
  ...compileTriggers(
    ["pray for me", "pray 4 me", "pray for us", "can you pray", "will you pray"],
    "en",
  ),
  ...compileTriggers(["niombee", "tuombee", "utuombee", "kuniombea"], "sw"),
];

/**
 * Under the general prayer, for a need we could not name: bringing everything to God, who cares,
 * as the prayer itself does; not how to pray, which the topic on prayer would quote.
 */
const GENERAL_PRAYER_VERSES = ["Philippians 4:6-7", "1 Peter 5:7"];

/**
 * A prayer for the person, in the third person and the reply's language: what the need asks of
 * God when a topic says it (`intercession`), else that God knows it.
 */
function intercessionPrayer(prayedFor: PrayedFor, need: Topic | undefined, locale: Locale): string {
  const person =
    prayedFor.language === locale ? prayedFor.person : say.INTERCESSION_PERSON[locale](prayedFor);
  return [
    say.INTERCESSION_OPENING[locale](prayedFor, person),
    need?.intercession?.[locale] ?? say.INTERCESSION_NEED[locale](prayedFor),
    say.INTERCESSION_CLOSING[locale](prayedFor),
  ].join(" ");
}

function prayerTopic(analysis: MessageAnalysis): TopicMatch | undefined {
  return analysis.topics.find(({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id));
}

/** A short prayer on the need the message names, or for whom it names, with the verses behind it. */
export function prayerReply(analysis: MessageAnalysis, passages: readonly Passage[]): string {
  const { locale, prayedFor } = analysis;
  const match = prayerTopic(analysis);
  // Whom the prayer is for is no need of theirs: "my children" is no prayer about parenting.
  const topic = prayedFor && match?.byPersonOnly ? undefined : match?.topic;
  const cited = analysis.references
    .slice(0, 2)
    .map((reference) => clampReference(reference, locale));
  const grounding =
    cited.length > 0
      ? cited
      : topic
        ? passagesFrom(passages, PRAYER_VERSES)
        : GENERAL_PRAYER_VERSES.map(contentReference);
  const prayer = prayedFor
    ? intercessionPrayer(prayedFor, topic, locale)
    : topic
      ? topic.prayer[locale]
      : say.GENERAL_PRAYER[locale];
  return paragraphs(
    anyTrigger(analysis.words, PRAY_FOR_ME) && say.PRAYER_FOR_ME[locale],
    `${say.PRAYER_INTRO[locale]}\n\n${prayer} ${say.AMEN[locale]}`,
    grounding.length > 0 && `${say.PRAYER_VERSES[locale]}\n${lines(grounding, locale)}`,
    citationNotes(analysis),
    !topic &&
      cited.length === 0 &&
      (prayedFor
        ? say.INTERCESSION_INVITE_MORE[locale](prayedFor)
        : say.PRAYER_INVITE_MORE[locale]),
  );
}
