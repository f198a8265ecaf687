import type { Locale } from "@/lib/i18n/locales";
import type { PrayedFor } from "./intercession";

type Phrase = Record<Locale, string>;
type PhraseOf<Args extends unknown[]> = Record<Locale, (...args: Args) => string>;

/** Offers that end a reply; a short "yes" to one of them continues it. */
export const OFFER_PRAYER: Phrase = {
  en: "Would you like a short prayer about this?",
  sw: "Ungependa sala fupi kuhusu jambo hili?",
};

export const OFFER_EXPLANATION: Phrase = {
  en: "Would you like me to explain this passage and its context?",
  sw: "Ungependa nikueleze kifungu hiki na muktadha wake?",
};

export const CRISIS_SELF_HARM: Phrase = {
  en: "I'm really sorry you're feeling this way, and I'm glad you told me. Your life matters. If you are thinking of harming yourself or you are in danger, please contact your local emergency services right now or go to the nearest hospital. Please also reach out today to someone you trust, such as a family member, a friend, a pastor or a counsellor, and tell them what you told me. You do not have to carry this alone.",
  sw: "Pole sana kwa unavyojisikia, na asante kwa kuniambia. Maisha yako yana thamani. Kama unafikiria kujidhuru au uko hatarini, tafadhali wasiliana sasa hivi na huduma za dharura za eneo lako au nenda hospitali iliyo karibu nawe. Tafadhali pia mtafute leo mtu unayemwamini, kama mwanafamilia, rafiki, mchungaji au mshauri, umweleze kile ulichoniambia. Huhitaji kubeba mzigo huu peke yako.",
};

export const CRISIS_ABUSE: Phrase = {
  en: "I'm so sorry this is happening to you. If someone is hurting you, it is not your fault, and you deserve to be safe. If you are in danger now, please contact your local emergency services or the police right away. Please also tell someone you trust today, such as a family member, a friend, a pastor or a counsellor, so they can help you get to safety.",
  sw: "Pole sana kwa yanayokupata. Kama kuna mtu anayekuumiza, si kosa lako, na unastahili kuwa salama. Kama uko hatarini sasa hivi, tafadhali wasiliana mara moja na huduma za dharura za eneo lako au polisi. Tafadhali pia mweleze leo mtu unayemwamini, kama mwanafamilia, rafiki, mchungaji au mshauri, ili akusaidie kufika mahali salama.",
};

export const CRISIS_SCRIPTURE_INTRO: Phrase = {
  en: "I'm an AI Bible study helper, not a counsellor, but I want you to hear what God says to people who are hurting:",
  sw: "Mimi ni msaidizi wa kujifunza Biblia anayetumia akili bandia (AI), si mshauri, lakini nataka usikie yale Mungu anayowaambia watu wanaoumia:",
};

export const CRISIS_CLOSING: Phrase = {
  en: "If you'd like, I can write a short prayer with you. But please contact someone who can be with you first.",
  sw: "Ukipenda, naweza kukuandikia sala fupi. Lakini tafadhali kwanza wasiliana na mtu anayeweza kuwa pamoja nawe.",
};

export const HATEFUL: Phrase = {
  en: "I can't help with that. I won't write words that curse, demean or attack people or groups, because every person is made in God's image. If someone has hurt you or you are angry, I'd be glad to look with you at what the Bible says about that.",
  sw: "Siwezi kusaidia kwa hilo. Sitaandika maneno ya kulaani, kudharau au kushambulia watu au makundi ya watu, kwa sababu kila mtu ameumbwa kwa mfano wa Mungu. Kama mtu amekuumiza au una hasira, nitafurahi kuangalia pamoja nawe Biblia inasema nini kuhusu jambo hilo.",
};

export const MEDICAL: Phrase = {
  en: "I can't give medical advice, and I'm not a substitute for a doctor. Please talk to a doctor, nurse or health worker about this, and don't stop or change any treatment without their advice. Getting medical help is not a lack of faith; Luke, who wrote one of the Gospels, was a physician.",
  sw: "Siwezi kutoa ushauri wa kitabibu, wala si mbadala wa daktari. Tafadhali zungumza na daktari, muuguzi au mhudumu wa afya kuhusu jambo hili, na usisimamishe wala kubadilisha matibabu yoyote bila ushauri wao. Kutafuta msaada wa kitabibu si ukosefu wa imani; Luka, aliyeandika mojawapo ya Injili, alikuwa tabibu.",
};

export const LEGAL: Phrase = {
  en: "I can't give legal advice. For a legal matter, please speak with a qualified lawyer or a legal aid clinic near you, and if you are in danger, contact the police or local emergency services. The Bible does encourage us to seek wise counsel, to act with justice and honesty, and to pursue peace where we can.",
  sw: "Siwezi kutoa ushauri wa kisheria. Kwa jambo la kisheria, tafadhali zungumza na wakili aliyehitimu au kituo cha msaada wa kisheria kilicho karibu nawe, na kama uko hatarini, wasiliana na polisi au huduma za dharura za eneo lako. Biblia inatuhimiza kutafuta ushauri wa busara, kutenda kwa haki na uaminifu, na kutafuta amani kadiri tuwezavyo.",
};

export const CONTESTED_INTRO: PhraseOf<[title: string]> = {
  en: (title) =>
    `Christians who take the Bible seriously answer the question of ${title} in different ways. The main views are:`,
  sw: (title) =>
    `Wakristo wanaoichukulia Biblia kwa uzito hulijibu swali la ${title} kwa njia tofauti. Mitazamo mikuu ni hii:`,
};

export const CONTESTED_PASSAGES: Phrase = {
  en: "Passages each side reads closely:",
  sw: "Vifungu ambavyo kila upande huvisoma kwa makini:",
};

export const CONTESTED_CLOSING: Phrase = {
  en: "Whatever view you hold, Christians share faith in Christ. Your pastor can explain your own church's teaching, and I'm glad to look at any of these passages with you.",
  sw: "Mtazamo wowote ulio nao, Wakristo wote wanashiriki imani katika Kristo. Mchungaji wako anaweza kukueleza mafundisho ya kanisa lako, nami nitafurahi kuchunguza kifungu chochote kati ya hivi pamoja nawe.",
};

export const GREETING: Phrase = {
  en: "Hello! I'm an AI Bible study helper. I can quote and explain Bible verses in their context, help you pray, and share what the Bible says about faith and everyday life, in English or Swahili. What is on your heart today?",
  sw: "Habari! Mimi ni msaidizi wa kujifunza Biblia anayetumia akili bandia (AI). Ninaweza kukunukulia na kukueleza mistari ya Biblia katika muktadha wake, kukusaidia kuomba, na kukushirikisha Biblia inasema nini kuhusu imani na maisha ya kila siku, kwa Kiswahili au Kiingereza. Ungependa tuzungumze nini leo?",
};

export const THANKS: Phrase = {
  en: "You're welcome! If anything else is on your mind, I'm here to help you explore the Bible. May the Lord bless you:",
  sw: "Karibu sana! Kama kuna jambo jingine moyoni mwako, niko hapa kukusaidia kujifunza Biblia. Bwana akubariki:",
};

export const IDENTITY: Phrase = {
  en: "I'm an AI Bible study helper, not a person or a pastor. I answer from the Bible text in this app (the World English Bible in English and the Swahili Union Version in Swahili) and I quote verses exactly as they are written. For personal counsel, please also talk with a pastor or someone you trust.",
  sw: "Mimi ni msaidizi wa kujifunza Biblia anayetumia akili bandia (AI), si mtu wala mchungaji. Ninajibu kutoka kwenye maandiko ya Biblia yaliyomo katika programu hii (World English Bible kwa Kiingereza na Swahili Union Version kwa Kiswahili), na ninanukuu mistari kama ilivyoandikwa. Kwa ushauri wa kibinafsi, tafadhali zungumza pia na mchungaji au mtu unayemwamini.",
};

export const OFF_TOPIC: PhraseOf<[example: string]> = {
  en: (example) =>
    `I'm an AI Bible study helper, so I can't help with that. I can quote and explain Bible verses, help you pray, and talk about faith and life in the light of Scripture. You could ask, for example: ${example}`,
  sw: (example) =>
    `Mimi ni msaidizi wa kujifunza Biblia anayetumia akili bandia (AI), kwa hiyo siwezi kusaidia kwa hilo. Ninaweza kukunukulia na kukueleza mistari ya Biblia, kukusaidia kuomba, na kuzungumza kuhusu imani na maisha kwa mwanga wa Maandiko. Unaweza kuuliza, kwa mfano: ${example}`,
};

export const NOT_UNDERSTOOD: PhraseOf<[example: string]> = {
  en: (example) =>
    `I'm not sure I understood. Could you tell me a little more? You can ask me to quote or explain a Bible verse, ask for a prayer, or ask what the Bible says about something in your life, for example: ${example}`,
  sw: (example) =>
    `Sina uhakika nimekuelewa. Unaweza kunieleza kidogo zaidi? Unaweza kuniomba nikunukulie au nikueleze mstari wa Biblia, uombe sala, au uulize Biblia inasema nini kuhusu jambo fulani maishani mwako, kwa mfano: ${example}`,
};

export const SEARCH_INTRO: Phrase = {
  en: "Here are some passages that speak about this:",
  sw: "Hivi ni baadhi ya vifungu vinavyozungumzia jambo hili:",
};

export const TOPIC_INTRO: PhraseOf<[title: string]> = {
  en: (title) => `Here is what the Bible teaches about ${title}.`,
  sw: (title) => `Haya ndiyo Biblia inayofundisha kuhusu ${title}.`,
};

export const COMFORT_INTRO: Phrase = {
  en: "Thank you for sharing this. You are not alone in it, and God cares about what you are facing.",
  sw: "Asante kwa kunishirikisha jambo hili. Hauko peke yako, na Mungu anajali unayoyapitia.",
};

export const OTHER_CONCERN_OFFER: PhraseOf<[title: string]> = {
  en: (title) => `You also mentioned ${title}; tell me if you would like verses on that too.`,
  sw: (title) => `Umegusia pia suala la ${title}; niambie kama ungependa mistari kuhusu hilo pia.`,
};

export const FOLLOW_UP_INTRO: PhraseOf<[title: string]> = {
  en: (title) => `Here is more from the Bible on ${title}.`,
  sw: (title) => `Haya ni zaidi kutoka kwenye Biblia kuhusu ${title}.`,
};

export const VERSES_TO_REFLECT_ON: Phrase = {
  en: "Verses to reflect on:",
  sw: "Mistari ya kutafakari:",
};

export const PRAYER_INTRO: Phrase = {
  en: "Here is a short prayer you can pray, in these words or your own:",
  sw: "Hii ni sala fupi unayoweza kuomba, kwa maneno haya au kwa maneno yako mwenyewe:",
};

export const PRAYER_FOR_ME: Phrase = {
  en: "As an AI helper I can't pray in your place, but I can help you pray, and you could also ask someone you trust to pray with you.",
  sw: "Kwa kuwa mimi ni msaidizi wa AI siwezi kuomba badala yako, lakini naweza kukusaidia kuomba, na unaweza pia kumwomba mtu unayemwamini aombe pamoja nawe.",
};

export const GENERAL_PRAYER: Phrase = {
  en: "Father, You know what I am going through better than I can put it into words. I bring it all to You now. Give me Your peace, show me the next step, and help me trust that You are with me.",
  sw: "Baba, unajua ninayoyapitia kuliko ninavyoweza kuyaeleza kwa maneno. Nayaleta yote kwako sasa. Nipe amani yako, unionyeshe hatua inayofuata, na unisaidie kuamini kwamba uko pamoja nami.",
};

export const AMEN: Phrase = { en: "In Jesus' name, Amen.", sw: "Kwa jina la Yesu, Amina." };

export const PRAYER_VERSES: Phrase = {
  en: "The promises behind this prayer:",
  sw: "Ahadi zilizo nyuma ya sala hii:",
};

export const PRAYER_INVITE_MORE: Phrase = {
  en: "If you tell me a little more about what you are going through, I can help you pray more specifically.",
  sw: "Ukinieleza kidogo zaidi kuhusu unayoyapitia, naweza kukusaidia kuomba kwa namna mahususi zaidi.",
};

/** A prayer for someone else, around what their need asks of God. */
export const INTERCESSION_OPENING: PhraseOf<[prayedFor: PrayedFor, person: string]> = {
  en: (_, person) => `Lord, be with ${person}.`,
  sw: ({ plural }, person) => `Bwana, ${plural ? "waangalie" : "mwangalie"} ${person}.`,
};

export const INTERCESSION_NEED: PhraseOf<[prayedFor: PrayedFor]> = {
  en: ({ pronoun }) => `You know everything that weighs on ${pronoun} today.`,
  sw: ({ plural }) => `Wewe unayajua yote ${plural ? "yanayowalemea" : "yanayomlemea"} leo.`,
};

export const INTERCESSION_CLOSING: PhraseOf<[prayedFor: PrayedFor]> = {
  en: ({ pronoun }) =>
    `Hold ${pronoun} close, give ${pronoun} strength and peace, and let ${pronoun} know that You are near.`,
  sw: ({ plural }) =>
    plural
      ? "Washike mkono, uwape nguvu na amani, na uwajulishe kwamba uko karibu nao."
      : "Mshike mkono, umpe nguvu na amani, na umjulishe kwamba uko karibu naye.",
};

/** Whom the prayer is for, when the reader named them in the other language. */
export const INTERCESSION_PERSON: PhraseOf<[prayedFor: PrayedFor]> = {
  en: ({ gloss }) => `my ${gloss}`,
  sw: ({ plural }) => (plural ? "wapendwa wangu" : "mpendwa wangu"),
};

const GOING_THROUGH = { her: "she is", him: "he is", them: "they are" } as const;

export const INTERCESSION_INVITE_MORE: PhraseOf<[prayedFor: PrayedFor]> = {
  en: ({ pronoun }) =>
    `If you tell me a little more about what ${GOING_THROUGH[pronoun]} going through, I can help you pray more specifically.`,
  sw: ({ plural }) =>
    `Ukinieleza kidogo zaidi kuhusu ${plural ? "hali yao" : "hali yake"}, naweza kukusaidia kuomba kwa namna mahususi zaidi.`,
};

export const QUOTE_INTRO: PhraseOf<[version: string]> = {
  en: (version) => `Here is the text from the ${version}:`,
  sw: (version) => `Haya ndiyo maneno kutoka ${version}:`,
};

export const CHAPTER_CONTINUES: Phrase = {
  en: "The chapter continues; you can read all of it in the Bible reader.",
  sw: "Sura inaendelea; unaweza kuisoma yote kwenye sehemu ya kusoma Biblia.",
};

export const IMPROVE_DECLINE: Phrase = {
  en: "I can't rewrite or 'improve' Scripture. I keep every verse exactly as it is written in the translation, so you can trust what you read here. Here are the exact words:",
  sw: "Siwezi kuandika upya wala 'kuboresha' Maandiko. Ninauacha kila mstari kama ulivyoandikwa katika tafsiri, ili uweze kuamini unachosoma hapa. Haya ndiyo maneno kamili:",
};

export const IMPROVE_OFFER: Phrase = {
  en: "If a verse is hard to understand, I'd be glad to explain its meaning and context instead.",
  sw: "Kama mstari ni mgumu kuelewa, nitafurahi kukueleza maana yake na muktadha wake badala yake.",
};

export const IMPROVE_WITHOUT_REFERENCE: Phrase = {
  en: "I can't rewrite or 'improve' Scripture; I keep every verse exactly as it is written in the translation. Tell me which verse you have in mind, and I can quote it exactly and explain its meaning and context.",
  sw: "Siwezi kuandika upya wala 'kuboresha' Maandiko; ninauacha kila mstari kama ulivyoandikwa katika tafsiri. Niambie ni mstari upi unaoufikiria, nami nitakunukulia kama ulivyo na kukueleza maana yake na muktadha wake.",
};

export const NO_SUCH_CHAPTER: PhraseOf<[book: string, chapters: number, chapter: number]> = {
  en: (book, chapters, chapter) =>
    `The book of ${book} has ${chapters} ${chapters === 1 ? "chapter" : "chapters"}, so there is no chapter ${chapter}.`,
  sw: (book, chapters, chapter) =>
    `Kitabu cha ${book} kina ${chapters === 1 ? "sura moja" : `sura ${chapters}`}, kwa hiyo hakuna sura ya ${chapter}.`,
};

export const NO_SUCH_VERSE: PhraseOf<
  [book: string, chapter: number, verses: number, verse: number]
> = {
  en: (book, chapter, verses, verse) =>
    `${book} chapter ${chapter} has ${verses} verses, so there is no verse ${verse}.`,
  sw: (book, chapter, verses, verse) =>
    `Katika kitabu cha ${book}, sura ya ${chapter} ina mistari ${verses}, kwa hiyo hakuna mstari wa ${verse}.`,
};

export const NO_SUCH_BOOK: PhraseOf<[name: string]> = {
  en: (name) =>
    `There is no book called ${name} in the Bible. The Bible has 66 books, from Genesis to Revelation.`,
  sw: (name) =>
    `Hakuna kitabu kiitwacho ${name} katika Biblia. Biblia ina vitabu 66, kuanzia Mwanzo hadi Ufunuo.`,
};

export const NOTHING_INVENTED: Phrase = {
  en: "I only quote verses that exist, so I won't make one up.",
  sw: "Ninanukuu mistari iliyopo tu, kwa hiyo sitabuni mstari.",
};

export const EXPLAIN_CONTEXT: Phrase = { en: "Context:", sw: "Muktadha:" };

export const JESUS_SPEAKING: Phrase = {
  en: "In these words Jesus Himself is speaking.",
  sw: "Katika maneno haya Yesu mwenyewe ndiye anayezungumza.",
};

export const PSALM_SPEAKING: Phrase = {
  en: "The psalmist is speaking to God or about God, in a prayer or song.",
  sw: "Mwandishi wa zaburi anazungumza na Mungu au kuhusu Mungu, katika sala au wimbo.",
};

export const BEFORE_IT: Phrase = { en: "Just before it,", sw: "Kabla yake," };
export const AFTER_IT: Phrase = { en: "Right after it,", sw: "Baada yake," };

export const OPENS_CHAPTER: PhraseOf<[chapter: number]> = {
  en: (chapter) => `It opens chapter ${chapter}.`,
  sw: (chapter) => `Kifungu hiki ndicho mwanzo wa sura ya ${chapter}.`,
};

export const CLOSES_CHAPTER: PhraseOf<[chapter: number]> = {
  en: (chapter) => `It closes chapter ${chapter}.`,
  sw: (chapter) => `Kifungu hiki ndicho mwisho wa sura ya ${chapter}.`,
};

export const THEME: PhraseOf<[title: string, summary: string]> = {
  en: (title, summary) => `The theme here is ${title}. ${summary}`,
  sw: (title, summary) => `Funzo lake linahusu ${title}. ${summary}`,
};

export const EXPLAIN_WITHOUT_REFERENCE: Phrase = {
  en: "Gladly. Tell me which verse or passage you are thinking about (for example, the book, chapter and verse), and I'll quote it exactly and explain who is speaking, what comes before and after, and what it means.",
  sw: "Kwa furaha. Niambie ni mstari au kifungu gani unachokifikiria (kwa mfano kitabu, sura na mstari), nami nitakunukulia kama ulivyo na kukueleza nani anazungumza, nini kinatangulia na kufuata, na maana yake.",
};
