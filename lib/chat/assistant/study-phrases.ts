import "server-only";
import type { StoryKind } from "./content";
import { anyTrigger, bilingualTriggers, compileNames } from "./text-matching";

/**
 * The words that ask about the Bible's people, events and Jesus' teaching ("who was", "nini
 * kilitokea", "what did Jesus teach"), and what they ask for.
 */
export const WHO = bilingualTriggers(
  [
    "who was",
    "who were",
    "who is",
    "what kind of man",
    "what kind of woman",
    "what kind of person",
  ],
  [
    "alikuwa nani",
    "walikuwa nani",
    "ni nani",
    "alikuwa mtu wa namna gani",
    "alikuwa mtu gani",
    "mtu wa aina gani",
    "mtu wa namna gani",
  ],
);
/** Asking why something in a story happened: the story itself tells why. */
export const WHY = bilingualTriggers(
  ["why did", "why was", "why were", "why would", "why does"],
  ["kwa nini", "kwanini", "mbona"],
);
export const WHAT_HAPPENED = bilingualTriggers(
  [
    "what happened",
    "happened",
    "what took place",
    "story of",
    "the story",
    "tell me about",
    "account of",
    "explain the story",
  ],
  [
    "kilitokea",
    // Told as a relative ("what it was that happened"), the commonest way to ask.
    "kilichotokea",
    "yaliyotokea",
    "kilichojiri",
    "yaliyojiri",
    "kilijiri",
    // "How was it": asked of a story ("mana jangwani ilikuwaje"), not of a person.
    "ilikuwaje",
    "ilikuaje",
    "ilikuwa aje",
    "ilikuwa vipi",
    "nieleze kuhusu",
    "nieleze habari",
    "kulitokea",
    "yalitokea",
    "ilitokea",
    "lilitokea",
    "nisimulie",
    "simulia",
    "habari ya",
    "hadithi ya",
    "kisa cha",
    "tukio la",
  ],
);
const WHERE = bilingualTriggers(
  ["where is", "where was", "the place"],
  ["iko wapi", "ulikuwa wapi", "mahali"],
);
const PARABLE = bilingualTriggers(["parable"], ["mfano wa", "mifano ya"]);
const MIRACLE = bilingualTriggers(["miracle", "miracles"], ["muujiza", "miujiza"]);
// Names, whole: "a Christian" and "si mkristo" tell of a believer, not of what Jesus said.
const JESUS = [
  ...compileNames(["Jesus", "Christ", "Messiah"], "en"),
  ...compileNames(["Yesu", "Kristo", "Masihi"], "sw"),
];
export const TEACHING = bilingualTriggers(
  [
    "teach",
    "taught",
    "teaching",
    "say about",
    "said about",
    "say on",
    "command",
    "commanded",
    "mean",
    "meant",
    "jesus said",
    "jesus say",
    "jesus really say",
    "jesus really said",
    "promise",
    "promised",
    "mention",
    "mentioned",
    "predict",
    "predicted",
    "foretold",
    "foretell",
    // Whether He did away with something asks for what He taught of it: "did Jesus abolish the law".
    "abolish",
    "abolished",
  ],
  [
    "alitabiri",
    "aliyatabiri",
    "alitaja",
    "alizitaja",
    "aliyataja",
    "aliahidi",
    "aliwaahidi",
    "ameahidi",
    "ahadi",
    "fundisha",
    "maana ya",
    "yesu kusema",
    "yesu alisema",
    "mafundisho",
    "alisema",
    "anasema",
    "alisema nini",
    "aliagiza",
    "amri",
    "aliposema",
    "alichosema",
    "maanisha",
    "alimaanisha",
    "kutangua",
    "alitangua",
    "aliitangua",
    "aliifuta torati",
    "kuifuta torati",
  ],
);
export function mentionsJesus(words: readonly string[]): boolean {
  return anyTrigger(words, JESUS);
}

const SAID = bilingualTriggers(["say", "said", "says"], ["sema"]);

/**
 * How near His name the saying stands ("what did Jesus say", "alichosema Yesu"): in "he says
 * he will leave me if I go to church; I love Jesus too" the one saying is someone else.
 */
const SAYING_SPAN = 4;

/** Whether the message asks what Jesus said or taught ("how did Jesus say we should …"). */
export function asksWhatJesusTaught(words: readonly string[]): boolean {
  return words.some((word, position) => {
    if (!anyTrigger([word], JESUS)) return false;
    const near = words.slice(Math.max(0, position - SAYING_SPAN), position + SAYING_SPAN + 1);
    return anyTrigger(near, TEACHING) || anyTrigger(near, SAID);
  });
}

/**
 * "Nothing has happened yet", "it happened twice" tell of the reader's own life; they ask for no
 * story.
 */
const TOLD_HAPPENING = bilingualTriggers(
  [
    "nothing has happened yet",
    "nothing happened yet",
    "nothing has happened between",
    "it happened",
    "it has happened",
    "this happened",
    "that happened",
    "happened twice",
    "happened again",
  ],
  ["bado hakuna kilichotokea"],
);

/** Whether the message asks for a story, a person or what Jesus taught, not only brushes one. */
export function asksAboutStudy(words: readonly string[]): boolean {
  const asksWhatHappened = anyTrigger(words, WHAT_HAPPENED) && !anyTrigger(words, TOLD_HAPPENING);
  return (
    asksWhatJesusTaught(words) ||
    asksWhatHappened ||
    [WHO, PARABLE, MIRACLE].some((triggers) => anyTrigger(words, triggers))
  );
}

/** Whether the word only says the question asks what Jesus taught ("taught", "alifundisha"). */
export function asksForTeaching(word: string): boolean {
  return anyTrigger([word], TEACHING);
}

export function preferredKinds(words: readonly string[]): StoryKind[] {
  const kinds: StoryKind[] = [];
  if (anyTrigger(words, WHO)) kinds.push("person");
  if (anyTrigger(words, WHERE)) kinds.push("place");
  if (anyTrigger(words, PARABLE)) kinds.push("parable");
  if (anyTrigger(words, MIRACLE)) kinds.push("miracle");
  if (kinds.length === 0 && anyTrigger(words, WHAT_HAPPENED)) kinds.push("event");
  return kinds;
}
