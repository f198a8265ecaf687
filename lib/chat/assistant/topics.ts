import "server-only";
import { CONTESTED_QUESTIONS, TOPICS, type ContestedQuestion, type Topic } from "./content";
import { compileTriggers, triggerScore, wordsOf, type Trigger } from "./text-matching";

export interface TopicMatch {
  topic: Topic;
  score: number;
}

function bothLanguages(triggers: { en: readonly string[]; sw: readonly string[] }): Trigger[] {
  return [...compileTriggers(triggers.en, "en"), ...compileTriggers(triggers.sw, "sw")];
}

const COMPILED_TOPICS = TOPICS.map((topic) => ({ topic, triggers: bothLanguages(topic.triggers) }));
const COMPILED_CONTESTED = CONTESTED_QUESTIONS.map((question) => ({
  question,
  triggers: bothLanguages(question.triggers),
}));

/** How people frame any question ("what does the Bible say about …"); not a topic in itself. */
const FRAMING_PHRASES = [
  "what does the bible say about",
  "what does the bible teach about",
  "what does the bible teach us about",
  "what does the bible say",
  "what does scripture say about",
  "what does gods word say about",
  "according to the bible",
  "in the bible",
  "bible verses about",
  "bible verse about",
  "verses about",
  "verse about",
  "scriptures about",
  "biblia inasema nini kuhusu",
  "biblia inafundisha nini kuhusu",
  "biblia inasema nini",
  "maandiko yanasema nini kuhusu",
  "neno la mungu linasema nini kuhusu",
  "kwa mujibu wa biblia",
  "katika biblia",
  "mistari ya biblia kuhusu",
  "mistari kuhusu",
  "mstari kuhusu",
  "is it a sin to",
  "is it a sin",
  "is it wrong to",
  "je ni dhambi",
  "ni dhambi",
].map(wordsOf);

export function withoutFraming(words: readonly string[]): string[] {
  const kept = [...words];
  for (const phrase of FRAMING_PHRASES) {
    for (let start = 0; start + phrase.length <= kept.length; start += 1) {
      if (phrase.every((word, offset) => kept[start + offset] === word)) {
        kept.splice(start, phrase.length);
        start -= 1;
      }
    }
  }
  return kept;
}

/** Topics whose trigger words occur in the words, best first. */
export function matchTopics(words: readonly string[]): TopicMatch[] {
  const content = withoutFraming(words);
  const matches: TopicMatch[] = [];
  for (const { topic, triggers } of COMPILED_TOPICS) {
    const score = triggerScore(content, triggers);
    if (score > 0) matches.push({ topic, score });
  }
  return matches.sort((a, b) => b.score - a.score);
}

/** A question on which churches hold different views, when the words ask one. */
export function matchContested(words: readonly string[]): ContestedQuestion | undefined {
  let best: { question: ContestedQuestion; score: number } | undefined;
  for (const { question, triggers } of COMPILED_CONTESTED) {
    const score = triggerScore(words, triggers);
    if (score > 0 && (!best || score > best.score)) best = { question, score };
  }
  return best?.question;
}

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}
