import "server-only";
import { findReferences, type BibleReference } from "@/lib/bible/reference";
import { verseCount, versionInfo } from "@/lib/bible/text";
import type { Locale } from "@/lib/i18n/locales";
import { BOOK_CONTEXT, TOPICS, type Topic } from "./content";
import type { MessageAnalysis } from "./intents";
import type { Passage } from "./retrieval";
import {
  clampReference,
  contentReference,
  passageLine,
  sameOrOverlapping,
  wordsOfJesusIn,
} from "./scripture";
import { prayerReply } from "./prayer-reply";
import { citationNotes, concernLeftOut, lines, paragraphs, passagesFrom } from "./reply-parts";
import { SCRIPTURE_WORDS } from "./intent-phrases";
import { mentionsJesus } from "./study-phrases";
import { compareReply, storyReply, teachingReply } from "./study-replies";
import { UNSURE } from "./study-templates";
import { assistantSuggestions } from "./suggestions";
import * as say from "./templates";
import { anyTrigger } from "./text-matching";
import { topicById } from "./topics";

const QUOTED_VERSES = 2;
const QUOTE_CHAPTER_LIMIT = 10;
const MAX_QUOTED_REFERENCES = 4;

const CRISIS_VERSES = {
  "self-harm": ["Psalm 34:18", "Psalm 42:11"],
  abuse: ["Psalm 34:18", "Psalm 9:9"],
} as const;
const HATEFUL_VERSES = ["Genesis 1:27", "Matthew 5:44"];
const LEGAL_VERSES = ["Proverbs 15:22", "Micah 6:8", "Romans 12:18"];
const BLESSING = "Numbers 6:24-26";
function contentLines(texts: readonly string[], locale: Locale): string {
  return lines(texts.map(contentReference), locale);
}

function exampleQuestion(analysis: MessageAnalysis): string {
  const questions = assistantSuggestions.categories
    .flatMap((category) => category.questions.map((question) => question[analysis.locale]))
    .filter((question) => findReferences(question).length === 0);
  return questions[analysis.words.length % questions.length];
}

/** The topic for which the passage is the most central verse. */
function topicOf(reference: BibleReference): Topic | undefined {
  let best: { topic: Topic; position: number } | undefined;
  for (const topic of TOPICS) {
    const position = topic.verses.findIndex((text) =>
      sameOrOverlapping(contentReference(text), reference),
    );
    if (position >= 0 && (!best || position < best.position)) best = { topic, position };
  }
  return best?.topic;
}

function quoteReply(analysis: MessageAnalysis): string {
  const { locale } = analysis;
  const quoted = analysis.references.slice(0, MAX_QUOTED_REFERENCES);
  const version = versionInfo(locale)?.nativeName ?? "";
  const clamped = quoted.map((reference) => clampReference(reference, locale, QUOTE_CHAPTER_LIMIT));
  const shortened = quoted.some((reference, index) => {
    const shown = clamped[index];
    const wanted =
      reference.verseEnd ??
      reference.verseStart ??
      verseCount(locale, reference.book.id, reference.chapter);
    return (shown.verseEnd ?? shown.verseStart ?? 0) < wanted;
  });
  return paragraphs(
    clamped.length > 0 && `${say.QUOTE_INTRO[locale](version)}\n${lines(clamped, locale)}`,
    shortened && say.CHAPTER_CONTINUES[locale],
    citationNotes(analysis),
    clamped.length > 0 && say.OFFER_EXPLANATION[locale],
  );
}

function explainReply(analysis: MessageAnalysis): string {
  const { locale } = analysis;
  const [first] = analysis.references;
  if (!first) return paragraphs(citationNotes(analysis), say.EXPLAIN_WITHOUT_REFERENCE[locale]);
  const shown = clampReference(first, locale);
  const start = shown.verseStart ?? 1;
  const end = shown.verseEnd ?? start;
  const count = verseCount(locale, shown.book.id, shown.chapter);
  const speaker = wordsOfJesusIn(shown)
    ? say.JESUS_SPEAKING[locale]
    : shown.book.id === "Ps"
      ? say.PSALM_SPEAKING[locale]
      : "";
  const context = [say.EXPLAIN_CONTEXT[locale], BOOK_CONTEXT[shown.book.id]?.[locale], speaker]
    .filter(Boolean)
    .join(" ");
  const before =
    start > 1
      ? `${say.BEFORE_IT[locale]} ${passageLine({ book: shown.book, chapter: shown.chapter, verseStart: start - 1 }, locale)}`
      : say.OPENS_CHAPTER[locale](shown.chapter);
  const after =
    end < count
      ? `${say.AFTER_IT[locale]} ${passageLine({ book: shown.book, chapter: shown.chapter, verseStart: end + 1 }, locale)}`
      : say.CLOSES_CHAPTER[locale](shown.chapter);
  const topic = topicOf(shown);
  return paragraphs(
    passageLine(shown, locale),
    `${context}\n${before}\n${after}`,
    topic && say.THEME[locale](topic.title[locale], topic.summary[locale]),
    citationNotes(analysis),
    say.OFFER_PRAYER[locale],
  );
}

function improveReply(analysis: MessageAnalysis): string {
  const { locale } = analysis;
  const quoted = analysis.references
    .slice(0, MAX_QUOTED_REFERENCES)
    .map((reference) => clampReference(reference, locale));
  if (quoted.length === 0)
    return paragraphs(citationNotes(analysis), say.IMPROVE_WITHOUT_REFERENCE[locale]);
  return paragraphs(
    `${say.IMPROVE_DECLINE[locale]}\n${lines(quoted, locale)}`,
    citationNotes(analysis),
    say.IMPROVE_OFFER[locale],
  );
}

function contestedReply(analysis: MessageAnalysis, passages: readonly Passage[]): string {
  const { locale } = analysis;
  const question = analysis.contested!;
  const views = question.views.map((view) => `• ${view[locale]}`).join("\n");
  const grounding = passages
    .filter((passage) => passage.source === "contested")
    .slice(0, 3)
    .map((passage) => passage.reference);
  return paragraphs(
    `${say.CONTESTED_INTRO[locale](question.title[locale])}\n${views}`,
    `${say.CONTESTED_PASSAGES[locale]}\n${lines(grounding, locale)}`,
    say.CONTESTED_CLOSING[locale],
  );
}

/**
 * Whether Bible search alone may ground a reply: for a question about Scripture or about Jesus
 * the words found are what was asked; for a life no topic knows, they are only words alike ("my
 * father refuses to pay" is not Exodus 22:17), and the reply asks instead.
 */
function asksAboutScripture(analysis: MessageAnalysis): boolean {
  return anyTrigger(analysis.words, SCRIPTURE_WORDS) || mentionsJesus(analysis.words);
}

function questionReply(analysis: MessageAnalysis, passages: readonly Passage[]): string {
  const { locale, care } = analysis;
  const careNote = paragraphs(care.medical && say.MEDICAL[locale], care.legal && say.LEGAL[locale]);
  const topic = analysis.topics[0]?.topic ?? (care.medical ? topicById("healing") : undefined);
  const grounding = passagesFrom(passages, QUOTED_VERSES);
  if (topic) {
    const intro = analysis.topicsFromHistory
      ? say.FOLLOW_UP_INTRO[locale](topic.title[locale])
      : topic.tone === "comfort"
        ? say.COMFORT_INTRO[locale]
        : say.TOPIC_INTRO[locale](topic.title[locale]);
    const verses =
      grounding.length > 0 ? grounding : topic.verses.slice(0, QUOTED_VERSES).map(contentReference);
    const leftOut = analysis.topicsFromHistory ? undefined : concernLeftOut(analysis, verses);
    return paragraphs(
      careNote,
      `${intro} ${topic.summary[locale]}`,
      `${say.VERSES_TO_REFLECT_ON[locale]}\n${lines(verses, locale)}`,
      leftOut && say.OTHER_CONCERN_OFFER[locale](leftOut.title[locale]),
      topic.id === "understanding-scripture"
        ? say.EXPLAIN_WITHOUT_REFERENCE[locale]
        : say.OFFER_PRAYER[locale],
    );
  }
  if (care.legal) return paragraphs(careNote, contentLines(LEGAL_VERSES, locale));
  if (grounding.length > 0 && (passages[0].source !== "search" || asksAboutScripture(analysis))) {
    return paragraphs(
      `${say.SEARCH_INTRO[locale]}\n${lines(grounding, locale)}`,
      say.OFFER_EXPLANATION[locale],
    );
  }
  return analysis.words.length > 2
    ? UNSURE[locale]
    : say.NOT_UNDERSTOOD[locale](exampleQuestion(analysis));
}

/** The offline engine: a short reply in the reader's language, built around the retrieved verses. */
export function composeOfflineReply(
  analysis: MessageAnalysis,
  passages: readonly Passage[],
): string {
  const { locale } = analysis;
  switch (analysis.intent) {
    case "crisis": {
      const kind = analysis.care.crisis ?? "self-harm";
      return paragraphs(
        kind === "abuse" ? say.CRISIS_ABUSE[locale] : say.CRISIS_SELF_HARM[locale],
        `${say.CRISIS_SCRIPTURE_INTRO[locale]}\n${contentLines(CRISIS_VERSES[kind], locale)}`,
        say.CRISIS_CLOSING[locale],
      );
    }
    case "hateful":
      return paragraphs(say.HATEFUL[locale], contentLines(HATEFUL_VERSES, locale));
    case "improve":
      return improveReply(analysis);
    case "quote":
      return quoteReply(analysis);
    case "explain":
      return explainReply(analysis);
    case "prayer":
      return prayerReply(analysis, passages);
    case "contested":
      return contestedReply(analysis, passages);
    case "greeting":
      return say.GREETING[locale];
    case "thanks":
      return paragraphs(say.THANKS[locale], contentLines([BLESSING], locale));
    case "identity":
      return say.IDENTITY[locale];
    case "off-topic":
      return say.OFF_TOPIC[locale](exampleQuestion(analysis));
    case "story":
      return storyReply(analysis, passages);
    case "teaching":
      return teachingReply(analysis, passages);
    case "compare":
      return compareReply(analysis);
    case "question":
      return questionReply(analysis, passages);
  }
}
