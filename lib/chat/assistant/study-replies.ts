import "server-only";
import type { MessageAnalysis } from "./intents";
import { lines, paragraphs, passagesFrom } from "./reply-parts";
import type { Passage } from "./retrieval";
import { contentReference } from "./scripture";
import { subjectPassages, subjectSummary, subjectTitle } from "./closest-subject";
import { accompanyingEntry } from "./study-questions";
import * as study from "./study-templates";
import { alternativeNames, distinctName } from "./same-names";
import { OFFER_EXPLANATION } from "./templates";

/** Passages quoted under a story or teaching: enough to read it, each one chosen for it. */
const STUDY_VERSES = 2;

/** The story of the person or event asked about, in a few sentences, around its passages. */
export function storyReply(analysis: MessageAnalysis, passages: readonly Passage[]): string {
  const { locale } = analysis;
  const [main] = analysis.study.entries;
  const alternatives = analysis.study.alternatives;
  const alongside = accompanyingEntry(analysis.study, analysis.words);
  const others = alternativeNames(main, alternatives, locale);
  const askWhich = analysis.study.toldAlike ? study.SAME_STORY_QUESTION : study.SAME_NAME_QUESTION;
  const question =
    others.length > 0
      ? askWhich[locale](distinctName(main.entry, main.name, locale), others)
      : OFFER_EXPLANATION[locale];
  return paragraphs(
    main.entry.summary[locale],
    alongside?.entry.summary[locale],
    `${study.STORY_PASSAGES[locale]}\n${lines(passagesFrom(passages, STUDY_VERSES), locale)}`,
    question,
  );
}

/** What Jesus taught on the subject, in a few sentences, around the passages where He taught it. */
export function teachingReply(analysis: MessageAnalysis, passages: readonly Passage[]): string {
  const { locale } = analysis;
  const teaching = analysis.study.teaching!.teaching;
  return paragraphs(
    `${study.TEACHING_INTRO[locale](teaching.subject[locale])} ${teaching.summary[locale]}`,
    `${study.TEACHING_PASSAGES[locale]}\n${lines(passagesFrom(passages, STUDY_VERSES), locale)}`,
    OFFER_EXPLANATION[locale],
  );
}

/** Both sides of a comparison, each summed up with the passage that shows it best. */
export function compareReply(analysis: MessageAnalysis): string {
  const { locale } = analysis;
  const sides = analysis.study.comparison!.map((side) =>
    paragraphs(
      `${subjectTitle(side, locale)}: ${subjectSummary(side, locale)}`,
      lines([contentReference(subjectPassages(side)[0])], locale),
    ),
  );
  return paragraphs(study.COMPARE_INTRO[locale], ...sides, OFFER_EXPLANATION[locale]);
}
