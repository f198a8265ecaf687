import "server-only";
import { anyTrigger, bilingualTriggers } from "./text-matching";

/** How readers ask the assistant to pray, in English and Swahili. */
const PRAYER_REQUEST = bilingualTriggers(
  [
    "pray for me",
    "pray for us",
    "pray for my",
    "pray for our",
    "pray for",
    "pray that",
    "prayer for",
    "a prayer",
    "help me pray",
    "pray with me",
    "pray about",
    "write a prayer",
    "can you pray",
    "lets pray",
    "prayer help",
    "short prayer",
    "give me a prayer",
    "write me a prayer",
    "please pray",
    "pls pray",
    "plz pray",
    "kindly pray",
    "pray 4",
    "need prayer",
    "need prayers",
    "prayers for",
    "remember me in prayer",
    "remember me in your prayers",
    // Interceding is asked of us, not told of Jesus ("does he intercede for us" is a question).
    "please intercede",
    "pls intercede",
    "kindly intercede",
    "intercede for me",
    "intercede for my",
    "intercede for our",
    "need your prayers",
    "in your prayers",
    "me in prayer",
    "us in prayer",
    "him in prayer",
    "her in prayer",
    "them in prayer",
    "prayer request",
  ],
  [
    "niombee",
    // "Pray for" in any person: "mwombee", "muombee", "tuombeeni"; never "omba" itself, which
    // also means "ask" ("naomba unieleze").
    "ombee",
    // The bare imperative opens many requests: "ombea mama yangu", "ombea wazazi wangu".
    "ombea",
    "naomba maombi",
    "naomba sala",
    "maombi yako",
    "tuombee",
    "utuombee",
    "tuombe",
    "maombi kwa ajili",
    "sala kwa ajili",
    "nisaidie kuomba",
    "niandikie sala",
    "niandikie maombi",
    "omba pamoja",
    "sala fupi",
    "ombi fupi",
    "kuniombea",
    "msaada wa maombi",
    "nipe sala",
    "nipe maombi",
    "ombi la maombi",
    "maombi yenu",
    "funika kwa maombi",
  ],
);

/**
 * "Aniombee", "waniombee", "atuombee": that he or they pray for me or us, a prayer someone else is
 * to say ("mchungaji anadai pesa ili aniombee"), not one asked of the assistant. Without an
 * object after "wa-" it is asked ("waombee watoto": pray for the children).
 */
const SOMEONE_ELSE_PRAYING = /^w?a(?:ni|tu|mw|mu|m|wa|ku)ombee(?:ni)?$/u;

/** English forms of "pray" no one asks for: what others do or did ("he prays", "they prayed"). */
const PRAYING_TOLD = new Set(["prays", "prayed"]);
const ENGLISH_MODALS = new Set(["can", "could", "will", "would", "should", "may", "might", "must"]);
/** Before "to pray", who is asked to pray, or the reader asking to be helped to ("want to pray"). */
const ASKED_TO_PRAY = new Set(["you", "u", "me", "us", "how", "want", "like", "need", "help"]);
/** Whoever prays after a modal ("he can pray") unless it is the reader or the one asked. */
const READER_OR_ASKED = new Set(["you", "u", "i", "we"]);

/**
 * Whether the English "pray" at `index` is someone else's praying, told of: "the pastor wants
 * money to pray for me", "asked the church to pray", "so that they could pray", "he prays for
 * me"; not "can you pray", "I want you to pray", "help me to pray".
 */
function someoneElsePrays(words: readonly string[], index: number): boolean {
  const word = words[index];
  if (PRAYING_TOLD.has(word)) return true;
  if (word !== "pray" && word !== "praying") return false;
  const [before, further] = [words[index - 1], words[index - 2]];
  if (before === "to") return further !== undefined && !ASKED_TO_PRAY.has(further);
  if (before === "he" || before === "she" || before === "they") return true;
  return ENGLISH_MODALS.has(before) && further !== undefined && !READER_OR_ASKED.has(further);
}

/** Whether the reader asks the assistant to pray, in either language. */
export function asksForPrayer(words: readonly string[]): boolean {
  const asked = words
    .map((word, index) => (someoneElsePrays(words, index) ? "" : word))
    .filter((word) => word !== "" && !SOMEONE_ELSE_PRAYING.test(word));
  // The message's own list, when nothing was left out, keeps the matches already found for it.
  return anyTrigger(asked.length === words.length ? words : asked, PRAYER_REQUEST);
}
