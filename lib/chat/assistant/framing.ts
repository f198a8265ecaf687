import "server-only";
import { wordsOf } from "./text-matching";

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
  // Asking for prayer names no need: "i need your prayers" is no lack of provision.
  "i need your prayers",
  "need your prayers",
  "i need prayers",
  "i need prayer",
  "prayer request",
  // Nor does pointing at it: "help me pray about what I am going through" tells nothing yet.
  "about what i am going through",
  "about what im going through",
  "about what we are going through",
  "what i am going through",
  "what im going through",
  "what we are going through",
  "kuhusu ninayopitia",
  "kuhusu ninayoyapitia",
  "kuhusu tunayopitia",
  "kuhusu tunayoyapitia",
  "is it a sin to",
  "is it a sin",
  "is it wrong to",
  "je ni dhambi",
  "ni dhambi",
].map(wordsOf);

/** A message's words without framing, worked out once: topics, prayers and replies all read them. */
const unframed = new WeakMap<readonly string[], readonly string[]>();

export function withoutFraming(words: readonly string[]): readonly string[] {
  const known = unframed.get(words);
  if (known) return known;
  const kept = [...words];
  for (const phrase of FRAMING_PHRASES) {
    for (let start = 0; start + phrase.length <= kept.length; start += 1) {
      if (phrase.every((word, offset) => kept[start + offset] === word)) {
        kept.splice(start, phrase.length);
        start -= 1;
      }
    }
  }
  unframed.set(words, kept);
  return kept;
}
