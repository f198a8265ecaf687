import "server-only";
import { locales, type Locale } from "@/lib/i18n/locales";
import { TOPICS, type Topic } from "./content";
import { englishStem } from "./english-forms";
import { STOPWORDS } from "./stopwords";
import { swahiliTriggerKey } from "./swahili-stem";
import { voicelessKey } from "./swahili-verb-sense";
import { wordsOf, type Trigger } from "./text-matching";

/**
 * Trigger words several topics use ("fight": anger, church and family conflict), and which topic
 * each belongs to most.
 */

/** One form for the inflections of a trigger word, so topics sharing it can be counted. */
function wordKey(word: string, language: Locale): string {
  return language === "en"
    ? `en:${englishStem(word)}`
    : `sw:${voicelessKey(swahiliTriggerKey(word) ?? word)}`;
}

/** The topics having a trigger that uses each word ("fight": anger, church and family conflict). */
const TOPICS_BY_WORD = (() => {
  const topicsByWord = new Map<string, Set<string>>();
  for (const topic of TOPICS) {
    for (const language of locales) {
      for (const word of topic.triggers[language].flatMap(wordsOf)) {
        const key = wordKey(word, language);
        topicsByWord.set(key, (topicsByWord.get(key) ?? new Set()).add(topic.id));
      }
    }
  }
  return topicsByWord;
})();

/** Letters of a word's key its forms share: "tapel" of "matapeli", "kutapeliwa", "ametapeli". */
const FAMILY_LETTERS = 5;

function familyOf(key: string): string {
  const language = key.slice(0, key.indexOf(":"));
  const core = key.slice(key.lastIndexOf(":") + 1);
  return `${language}:${core.slice(0, FAMILY_LETTERS)}`;
}

/**
 * The topic a shared word belongs to: the one whose own title names it ("tapeli" is being
 * cheated's, "kutapeliwa"; "saliti" betrayal's, "kusalitiwa"), which the other topics borrow.
 */
/**
 * A word many topics use ("love", "sleep", "money") is everyday speech, no topic's own, whatever
 * its title says.
 */
const MAX_SHARERS_OWNED = 3;
/** Shorter words of a title ("God", "na") name no word of its own. */
const TITLE_WORD = 4;

const OWNER_BY_WORD = (() => {
  const titleFamilies = new Map(
    TOPICS.map((topic) => [
      topic.id,
      new Set(
        locales.flatMap((language) =>
          wordsOf(topic.title[language])
            .filter((word) => word.length >= TITLE_WORD && !STOPWORDS.has(word))
            .map((word) => familyOf(wordKey(word, language))),
        ),
      ),
    ]),
  );
  const owners = new Map<string, string>();
  for (const [key, topics] of TOPICS_BY_WORD) {
    const named = [...topics].filter((id) => titleFamilies.get(id)?.has(familyOf(key)));
    if (topics.size > 1 && topics.size <= MAX_SHARERS_OWNED && named.length === 1)
      owners.set(key, named[0]);
  }
  return owners;
})();

/** Whether one of the topic's triggers uses the word, in either language ("marriage", "ndoa"). */
export function triggersUseWord(topic: Topic, word: string): boolean {
  return locales.some((language) => TOPICS_BY_WORD.get(wordKey(word, language))?.has(topic.id));
}

/**
 * A one-word trigger several topics share says less about each of them than a word only one
 * topic uses: in "pray for me, I have been fighting depression" the depression is the need. The
 * topic whose own word it is keeps its full weight, so that the topics sharing it do not all
 * fall behind a side word ("nimetapeliwa na wakala wa kazi za uarabuni" is being cheated).
 */
const SHARED_WORD_DISCOUNT = 0.15;

/** The share of its weight a one-word trigger of the topic keeps. */
export function sharedWordShare(trigger: Trigger, topicId: string): number {
  const key = wordKey(trigger.words[0].text, trigger.language);
  if (OWNER_BY_WORD.get(key) === topicId) return 1;
  const sharedBy = TOPICS_BY_WORD.get(key)?.size ?? 1;
  return 1 / (1 + SHARED_WORD_DISCOUNT * (sharedBy - 1));
}
