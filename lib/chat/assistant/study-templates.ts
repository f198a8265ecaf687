import type { Locale } from "@/lib/i18n/locales";

type Phrase = Record<Locale, string>;
type PhraseOf<Args extends unknown[]> = Record<Locale, (...args: Args) => string>;

export const STORY_PASSAGES: Phrase = {
  en: "Here is where the Bible tells it:",
  sw: "Hapa ndipo Biblia inaposimulia habari hii:",
};

export const TEACHING_INTRO: PhraseOf<[subject: string]> = {
  en: (subject) => `Here is what Jesus taught about ${subject}.`,
  sw: (subject) => `Haya ndiyo Yesu aliyofundisha kuhusu ${subject}.`,
};

export const TEACHING_PASSAGES: Phrase = {
  en: "Where the Gospels record it:",
  sw: "Mahali Injili zinapoandika mafundisho haya:",
};

export const COMPARE_INTRO: Phrase = {
  en: "Here are the two side by side, each with a passage to read:",
  sw: "Haya hapa mambo hayo mawili, kila moja na kifungu chake cha kusoma:",
};

export const SAME_NAME_QUESTION: PhraseOf<[chosen: string, others: readonly string[]]> = {
  en: (chosen, others) =>
    `The Bible speaks of more than one person or place by this name, and I answered about ${chosen}. Did you mean ${others.join(" or ")} instead?`,
  sw: (chosen, others) =>
    `Biblia inamtaja zaidi ya mmoja kwa jina hili, nami nimejibu kuhusu ${chosen}. Je, ulimaanisha ${others.join(" au ")}?`,
};

export const SAME_STORY_QUESTION: PhraseOf<[chosen: string, others: readonly string[]]> = {
  en: (chosen, others) =>
    `Your words fit more than one story, and I answered about ${chosen}. Did you mean ${others.join(" or ")} instead?`,
  sw: (chosen, others) =>
    `Maneno yako yanafaa zaidi ya habari moja, nami nimejibu kuhusu ${chosen}. Je, ulimaanisha ${others.join(" au ")}?`,
};

export const UNSURE: Phrase = {
  en: "I'm not sure which part of the Bible speaks to this, and I'd rather not guess with verses that may not fit. Could you tell me a little more — is this about a person or event in the Bible, something Jesus taught, or something you are going through?",
  sw: "Sina uhakika ni sehemu gani ya Biblia inayozungumzia jambo hili, na sitaki kubahatisha kwa mistari isiyohusika. Unaweza kunieleza kidogo zaidi — je, ni kuhusu mtu au tukio fulani katika Biblia, jambo alilofundisha Yesu, au jambo unalolipitia maishani?",
};
