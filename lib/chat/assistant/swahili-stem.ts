/**
 * A conservative Swahili stemmer for matching readers' words against trigger words. Swahili
 * builds a word around a stem: markers before it (negation, subject, tense, relative, object, or a
 * noun-class prefix) and, after a verb root, extensions and a final vowel that changes with mood.
 *
 * A trigger word is read once, as a verb or a noun, into a key:
 * - a verb ("kuroga", "nimerogwa", "niombee") keeps its root without markers, final vowel, passive
 *   or applicative ("v:rog", "v:omb"), and any form built on that root matches ("amenirogea",
 *   "mwombee", "tuombeeni") but one telling the other side of a deed told in the first person;
 * - a noun keeps its whole stem, final vowel included, because nouns do not change it and short
 *   roots collide ("ki-jana" youth, "m-jane" widow, "jana" yesterday): "mgonjwa" → "n:gonjwa"
 *   matches "wagonjwa" and "ugonjwa", and a word must carry a class prefix of its own, except for
 *   plurals in "ma-" whose singular has none ("madeni" → "n?:deni" matches "deni").
 * A typed word is read every way its letters allow, and matches when one reading gives the key.
 */
import {
  anotherVerb,
  keepsApplicative,
  withGluedVowel,
  withReflexive,
  readerVoice,
  VOICES,
  voicelessKey,
} from "./swahili-verb-sense";
import { nounSense } from "./swahili-noun-sense";

/**
 * Markers in the order they stand before a verb root: "ha-wa-ja-ni-pend-a", "a-li-ye-ku-kose-a".
 * The relative "-o-" is left out: too many roots start with "o" ("ogopa", "omba", "oa").
 */
const NEGATION = ["ha", "si"];
// "mu-" is how many write "mw-" before a vowel ("muombee").
const SUBJECT = ["ni", "u", "a", "tu", "m", "mw", "mu", "wa", "i", "ki", "vi", "li", "ya", "zi"];
const TENSE = ["na", "li", "ta", "me", "ki", "nge", "ngali", "ka", "ja", "ku"];
const RELATIVE = ["ye", "cho", "vyo", "po", "ko", "mo", "zo", "yo", "lo"];
const OBJECT = ["ni", "ku", "m", "mw", "tu", "wa", "ji", "ki", "vi", "i", "zi", "li", "ya", "u"];
/** Markers that make a word a verb without a tense: the infinitive and the habitual. */
const VERB_OPENERS = ["ku", "kw", "hu"];
/** Noun-class prefixes: "m-gonjwa", "wa-gonjwa", "ki-jana", "u-gonjwa". */
const NOUN_CLASS = ["mw", "m", "wa", "u", "mi", "ki", "ch", "vi", "vy", "ji", "ma"];

/** Every marker a typed word may carry, in any order, for reading words generously. */
const MARKERS = [
  ...new Set([
    ...NEGATION,
    ...SUBJECT,
    ...TENSE,
    ...RELATIVE,
    ...OBJECT,
    ...VERB_OPENERS,
    ...NOUN_CLASS,
  ]),
];
const MAX_MARKERS = 5;

/** The reader as object, kept before a three-letter root in its key ("ame-ni-ach-a"). */
const READER_AS_OBJECT = "ni";

/** Roots shorter than this are too ambiguous to match on ("pa", "ku"). */
const MIN_ROOT = 3;

/**
 * Endings a typed verb may carry after its root, beyond the final vowel: applicative ("omb-e-a"),
 * passive ("rog-w-a"), reciprocal ("gomb-an-a"), combined ("omb-e-w-a"); then an optional relative
 * or locative enclitic ("aliye", "hospitali-ni"), or the "how?" readers ask with ("nitamsamehe-je",
 * "nifanye-je").
 */
const EXTENSIONS = ["iw", "ew", "li", "le", "an", "w", "i", "e"];
const ENCLITICS = ["ye", "cho", "vyo", "po", "ko", "mo", "ni", "je", "o"];

/** "m" stands before a consonant; before a vowel the marker is "mw" ("m-toto", "mw-ana"). */
function fitsBefore(marker: string, rest: string): boolean {
  return !marker.endsWith("m") || /^[^aeiou]/u.test(rest);
}

const prefixChains = new Map<string, boolean>();

/** Whether `prefix` is a run of markers in any order ("nime", "ameni", "walio"). */
function isMarkerChain(prefix: string, depth = 0): boolean {
  if (prefix === "") return true;
  if (depth >= MAX_MARKERS) return false;
  if (depth === 0) {
    const known = prefixChains.get(prefix);
    if (known !== undefined) return known;
  }
  const verdict = MARKERS.some(
    (marker) => prefix.startsWith(marker) && isMarkerChain(prefix.slice(marker.length), depth + 1),
  );
  if (depth === 0 && prefixChains.size < 20_000) prefixChains.set(prefix, verdict);
  return verdict;
}

/** Reads `markers` in order from `at`, each slot optional; the lengths reached. */
function slotLengths(word: string, slots: readonly (readonly string[])[], at: number): number[] {
  let reached = [at];
  for (const slot of slots) {
    const next = [...reached];
    for (const start of reached) {
      for (const marker of slot) {
        const end = start + marker.length;
        if (word.startsWith(marker, start) && fitsBefore(marker, word.slice(end))) next.push(end);
      }
    }
    reached = [...new Set(next)];
  }
  return reached;
}

/**
 * Where the root of a verb form starts: after a tense ("ni-me-", "ha-wa-ja-", "a-li-ye-ni-"),
 * after the infinitive or habitual ("ku-", "hu-ni-"), or after a bare subject when the subjunctive
 * "-e" or its plural "-eni" ends it ("ni-ombee", "tu-ombe", "tu-ombeeni"). Longest first.
 */
function verbRootStarts(word: string): number[] {
  const starts = new Set<number>();
  for (const afterSubject of slotLengths(word, [NEGATION, SUBJECT], 0)) {
    // Without a subject only the spoken "na-" ("naogopa" for "ninaogopa"): "ki-jana" is a noun.
    for (const tense of afterSubject === 0 ? ["na"] : TENSE) {
      if (!word.startsWith(tense, afterSubject)) continue;
      for (const end of slotLengths(word, [RELATIVE, OBJECT], afterSubject + tense.length))
        starts.add(end);
    }
    if (afterSubject > 0 && /e(?:ni)?$/u.test(word)) {
      for (const end of slotLengths(word, [OBJECT], afterSubject)) starts.add(end);
    }
  }
  for (const opener of VERB_OPENERS) {
    if (word.startsWith(opener))
      for (const end of slotLengths(word, [OBJECT], opener.length)) starts.add(end);
  }
  return [...starts].sort((a, b) => b - a);
}

/**
 * Where the root of a negative verb form starts, which carries no tense: the present
 * ("ha-wa-ni-pend-i", "si-jibu") and the subjunctive ("u-si-ogop-e"). Only for reading what a
 * reader typed: a trigger word keeps its negation ("sipendwi" is not a form of "kupenda").
 */
function negativeRootStarts(word: string): number[] {
  const starts: number[] = [];
  for (const afterSubject of slotLengths(word, [NEGATION, SUBJECT], 0)) {
    const negated = /^(?:ha|si)/u.test(word) && afterSubject > 0;
    if (negated && /i$/u.test(word)) starts.push(...slotLengths(word, [OBJECT], afterSubject));
    if (afterSubject > 0 && word.startsWith("si", afterSubject) && /e(?:ni)?$/u.test(word))
      starts.push(...slotLengths(word, [OBJECT], afterSubject + 2));
  }
  return starts;
}

/** Readers stretch a word for feeling ("naogopaa", "sanaaa"): the form with one final vowel. */
function withoutStretching(word: string): string {
  return word.replace(/([aeiou])\1+$/u, "$1");
}

function dropFinalVowel(stem: string): string {
  return /[aeiou]$/u.test(stem) && stem.length > MIN_ROOT ? stem.slice(0, -1) : stem;
}

/** A verb root without a passive ("rog-w") and then an applicative ("omb-e"). */
function verbRoot(stem: string): string {
  let root = dropFinalVowel(stem);
  const passive = ["iw", "ew", "w"].find(
    (ending) => root.endsWith(ending) && root.length - ending.length >= MIN_ROOT,
  );
  if (passive) root = root.slice(0, -passive.length);
  if (/[^aeiou][ie]$/u.test(root) && root.length > MIN_ROOT && !keepsApplicative(root.slice(0, -1)))
    root = root.slice(0, -1);
  return root;
}

/**
 * Roots end in a consonant, or in -u-/-o- before the final vowel ("ugu-a", "fungu-a"), and hold a
 * vowel of their own ("wa-na-ngu" is not a verb).
 */
const isRoot = (root: string) =>
  root.length >= MIN_ROOT &&
  (!/[aei]$/u.test(root) || (root.endsWith("i") && keepsApplicative(root.slice(0, -1)))) &&
  /[aeiou]/u.test(root.slice(0, -1));
/** Noun stems shorter than this collide ("mi-mba" is not "ku-imba"). */
const MIN_NOUN_STEM = 4;

/**
 * A trigger verb said in the negative ("ha-ja-rudi nyumbani", "si-ja-lipwa") means the opposite of
 * its other forms: its key keeps the negation, and only a negative form matches it ("kurudi
 * nyumbani" is no husband who has not come home, "nimelipwa" no unpaid wage).
 */
const NEGATED_VERB = "vn";

/** The key of a trigger word's verb whether said or denied, for words compared as mere words. */
export function affirmativeKey(key: string): string {
  const voiceless = voicelessKey(key);
  return voiceless.startsWith(`${NEGATED_VERB}:`)
    ? `v:${voiceless.slice(NEGATED_VERB.length + 1)}`
    : voiceless;
}

function negatedBefore(word: string, rootStart: number): boolean {
  return rootStart > 0 && NEGATION.some((marker) => word.startsWith(marker));
}

/**
 * The key a trigger word matches by (see above), or undefined for a word too short to stem
 * safely: a bare word of four letters ("baba") would also reach "babu".
 */
export function swahiliTriggerKey(word: string): string | undefined {
  const plain = withoutStretching(word);
  if (plain.length < 4 || /\d/u.test(plain)) return undefined;
  const readings = verbRootStarts(plain)
    .map((at) => ({ at, root: verbRoot(plain.slice(at)) }))
    .filter(({ root }) => isRoot(root));
  // "ku-tukan-a" (insult), not "ku-tu-kan-a" (deny us): a three-letter root is the last reading.
  const verb = withReflexive(
    plain,
    readings.find(({ root }) => root.length > MIN_ROOT) ?? readings[0],
    (at) => verbRootStarts(plain).includes(at),
  );
  if (verb && negatedBefore(plain, verb.at)) return `${NEGATED_VERB}:${verb.root}`;
  if (verb) {
    const voice = readerVoice(plain, verb.at, verb.root);
    return `${VOICES.find(([told]) => told === voice)?.[1] ?? "v"}:${verb.root}`;
  }
  for (const prefix of NOUN_CLASS) {
    const stem = plain.slice(prefix.length);
    if (plain.startsWith(prefix) && fitsBefore(prefix, stem) && stem.length >= MIN_NOUN_STEM)
      return prefix === "ma" ? `n?:${nounSense(prefix, stem)}` : `n:${nounSense(prefix, stem)}`;
  }
  if (plain.length < 5) return undefined;
  // A bare word: a verb stem when it ends in -a ("saliti" aside), else a noun ("pombe").
  const root = verbRoot(plain);
  return plain.endsWith("a") && isRoot(root) ? `v:${withGluedVowel(plain, root)}` : `n?:${plain}`;
}

/** The verb roots a stem could have under its endings: enclitic, extensions, final vowel. */
function addVerbRoots(rest: string, into: Set<string>): void {
  const bases = [rest];
  for (const enclitic of ENCLITICS) {
    if (rest.endsWith(enclitic) && rest.length - enclitic.length > MIN_ROOT)
      bases.push(rest.slice(0, -enclitic.length));
  }
  for (const base of bases) {
    const stem = dropFinalVowel(base);
    into.add(`v:${stem}`);
    for (const first of EXTENSIONS) {
      if (!stem.endsWith(first) || stem.length - first.length < MIN_ROOT) continue;
      const once = stem.slice(0, -first.length);
      into.add(`v:${once}`);
      for (const second of EXTENSIONS) {
        if (once.endsWith(second) && once.length - second.length >= MIN_ROOT)
          into.add(`v:${once.slice(0, -second.length)}`);
      }
    }
  }
}

/** A noun stem, with and without the locative "-ni" ("hospitalini"), prefixed or not. */
function addNounStems(rest: string, prefix: string, into: Set<string>): void {
  const stems =
    rest.endsWith("ni") && rest.length > MIN_ROOT + 2 ? [rest, rest.slice(0, -2)] : [rest];
  for (const stem of stems) {
    into.add(`n?:${nounSense(prefix, stem)}`);
    if (prefix !== "") into.add(`n:${nounSense(prefix, stem)}`);
  }
}

const analyses = new Map<string, ReadonlySet<string>>();

/** Every key a typed word could match: each way of reading its markers and endings. Cached. */
export function swahiliWordKeys(word: string): ReadonlySet<string> {
  const known = analyses.get(word);
  if (known) return known;
  const keys = new Set<string>();
  for (const form of new Set([word, withoutStretching(word)])) {
    for (let at = 0; form.length - at >= MIN_ROOT; at += 1) {
      const rest = form.slice(at);
      if (!isMarkerChain(form.slice(0, at)) || !fitsBefore(form.slice(0, at), rest)) continue;
      addVerbRoots(rest, keys);
      // A noun carries a class prefix, not a verb's markers: "na-kosa" (I miss) is no "ma-kosa".
      const prefix = form.slice(0, at);
      if (prefix === "" || NOUN_CLASS.includes(prefix)) addNounStems(rest, prefix, keys);
    }
  }
  if (analyses.size >= 20_000) analyses.clear();
  analyses.set(word, keys);
  return keys;
}

/**
 * Whether a typed word is a form of the trigger word whose key is `key`. A verb root must open the
 * word or stand after the markers of a verb ("a-li-m-kan-a", "ha-wa-ni-pend-i"), a three-letter
 * one after markers only: otherwise the word is more often a noun or a particle ("ma-rehemu" the
 * deceased, "m-ch-umba" fiancé, "jana" yesterday, "bila" without) than that verb.
 */
export function hasSwahiliKey(word: string, key: string): boolean {
  const stem = key.slice(key.indexOf(":") + 1);
  if (key.startsWith(`${NEGATED_VERB}:`))
    return negatedBefore(withoutStretching(word), 1) && hasSwahiliKey(word, `v:${stem}`);
  if (!word.includes(stem.slice(0, MIN_ROOT)) || !swahiliWordKeys(word).has(voicelessKey(key)))
    return false;
  if (key.startsWith("n")) return true;
  const plain = withoutStretching(word);
  if (anotherVerb(stem, plain)) return false;
  const starts = [...verbRootStarts(plain), ...negativeRootStarts(plain)].filter((at) =>
    plain.startsWith(stem, at),
  );
  // A root keyed with the reader as object ("ame-ni-ach-a" reads "niach") does not open a word:
  // there "ni-" is the reader as subject ("niache pombe", that I quit drinking).
  if (stem.length > MIN_ROOT && plain.startsWith(stem) && !stem.startsWith(READER_AS_OBJECT))
    starts.push(0);
  const voice = VOICES.find(([, prefix]) => key.startsWith(`${prefix}:`))?.[0];
  // A deed told in the first person is no form of its other side: "nimeiba" not "nimeibiwa".
  const opposite = voice === "done" ? "suffered" : "done";
  return starts.some((at) => !voice || readerVoice(plain, at, stem) !== opposite);
}
