/**
 * What a Swahili verb form says beyond its root, which the stemmer's keys leave out: whether the
 * reader did the deed or suffered it, and roots whose passive or final vowel makes another verb.
 */

/** Who a first-person verb form says the deed was done by, when it says so. */
export type ReaderVoice = "done" | "suffered";

/**
 * A trigger verb told in the first person says whether the reader did the deed or suffered it
 * ("nimeiba" I stole, "nimeibiwa" I was robbed; "nilimroga" I bewitched him, "nimerogwa" I was
 * bewitched): its key keeps which, and a form telling the other side does not match it.
 */
export const VOICES: readonly (readonly [ReaderVoice, string])[] = [
  ["done", "vd"],
  ["suffered", "vs"],
];

/** A trigger word's key without whose deed its verb tells, for counting the words topics share. */
export function voicelessKey(key: string): string {
  return VOICES.some(([, prefix]) => key.startsWith(`${prefix}:`)) ? `v${key.slice(2)}` : key;
}

/** A passive after the root, with or without an applicative: "rog-w-a", "ib-iw-a", "ib-i-liw-a". */
const PASSIVE_AFTER_ROOT = /^(?:[ie]|[ie]?l[ie])?w[aeiou]/u;
/**
 * The reader as subject of a tense: "ni-me-", "tu-li-", the spoken "na-", the negatives "si-ja-",
 * "hatu-ku-". Without a tense "ni-" is whom a plea is for ("ni-ombee" pray for me).
 */
const READER_SUBJECT = /^(?:(?:ni|tu)(?:me|li|na|ta|ja|ki|ka|nge)|na|si(?:ja|ta|ku|na)|hatu)/u;
/** The reader as object, just before the root: "a-me-ni-", "wa-na-tu-". */
const READER_OBJECT = /.(?:ni|tu)$/u;

/**
 * Whether the verb form whose root `root` starts at `rootStart` tells of the reader's own deed
 * ("nimeiba", "nilimroga"), of one they suffered ("nimeibiwa", "ameniibia", "nimerogwa"), or of
 * neither ("kuiba", "ameiba").
 */
export function readerVoice(
  word: string,
  rootStart: number,
  root: string,
): ReaderVoice | undefined {
  const markers = word.slice(0, rootStart);
  if (READER_OBJECT.test(markers) || PASSIVE_AFTER_ROOT.test(word.slice(rootStart + root.length)))
    return "suffered";
  return READER_SUBJECT.test(markers) ? "done" : undefined;
}

/**
 * Roots whose passive says something else than the active: "ku-funga" is to fast, "ku-fungwa" to
 * be imprisoned or shut ("amefungwa jela", "milango imefungwa"); "ku-achilia" is to let go,
 * "ku-achiliwa" to be released from custody ("tuombee aachiliwe").
 */
const PASSIVE_CHANGES_SENSE: ReadonlySet<string> = new Set(["fung", "achil"]);

/**
 * Roots whose applicative says something else than the plain verb: "ku-pig-a" is to hit,
 * "ku-pig-i-a" to call ("ananipigia simu"), shout at ("kunipigia kelele") or vote for ("kupigia
 * kura"); "ku-fung-a" is to fast, "ku-fung-i-a" to lock someone in or out ("ametufungia nyumba").
 * A trigger keeps such an applicative in its root, and a plain trigger's root does not reach the
 * applicative forms.
 */
const APPLICATIVE_CHANGES_SENSE: ReadonlySet<string> = new Set(["pig", "fung"]);

/**
 * The root, among those, that ends `stem`: a three-letter root is keyed with the marker before it
 * ("ana-ni-pig-a" reads "nipig").
 */
function applicativeRootEnding(stem: string): string | undefined {
  return [...APPLICATIVE_CHANGES_SENSE].find((root) => stem.endsWith(root));
}

/** Whether the root keeps the applicative vowel after it (`root` without that vowel). */
export function keepsApplicative(root: string): boolean {
  return applicativeRootEnding(root) !== undefined;
}

const APPLICATIVE_AFTER = /^[ie][aeiou]/u;

/**
 * Whether what follows `before` in a typed word makes another verb of the root `before` ends
 * with: a passive ("nime-fung-iw-a", shut out, is no fasting) or an applicative ("ana-ni-pig-i-a").
 */
export function senseChangesAfter(before: string, rest: string): boolean {
  const passiveRoot = [...PASSIVE_CHANGES_SENSE].some((root) => before.endsWith(root));
  if (passiveRoot && /^(?:i|e)?w/u.test(rest)) return true;
  return applicativeRootEnding(before) !== undefined && APPLICATIVE_AFTER.test(rest);
}

/**
 * Roots another verb shares but for its final vowel: "ku-baka" is to rape, "ku-baki" to stay
 * ("niende au nibaki", "nibaki nyumbani").
 */
const OTHER_VERB_AFTER: ReadonlyMap<string, RegExp> = new Map([["bak", /baki/u]]);

/** Whether the typed form is another verb than the one whose root (stem of a key) it carries. */
export function anotherVerb(stem: string, word: string): boolean {
  if (PASSIVE_CHANGES_SENSE.has(stem) && new RegExp(`${stem}(?:i|e)?w`, "u").test(word))
    return true;
  const applicativeRoot = applicativeRootEnding(stem);
  if (applicativeRoot) {
    const at = word.lastIndexOf(applicativeRoot);
    if (at >= 0 && APPLICATIVE_AFTER.test(word.slice(at + applicativeRoot.length))) return true;
  }
  // The key may keep a marker before the root ("ali-ni-baka" reads "nibak").
  return [...OTHER_VERB_AFTER].some(([root, other]) => stem.endsWith(root) && other.test(word));
}

/**
 * The reflexive "-ji-" before a root makes another verb, so a trigger keeps it in its root:
 * "ku-ji-fungu-a" is to give birth, "ku-fungu-a" to open; "na-ji-chuki-a" I hate myself,
 * "ku-m-chuki-a" to hate him; "ku-ji-samehe" to forgive oneself, "ku-samehe" to forgive another.
 */
const REFLEXIVE = "ji";

export function withReflexive<T extends { at: number; root: string }>(
  word: string,
  reading: T | undefined,
  rootMayStartAt: (at: number) => boolean,
): T | undefined {
  if (!reading || reading.at < REFLEXIVE.length) return reading;
  const before = reading.at - REFLEXIVE.length;
  if (!word.startsWith(REFLEXIVE, before) || !rootMayStartAt(before)) return reading;
  return { ...reading, at: before, root: `${REFLEXIVE}${reading.root}` };
}

/**
 * A two-letter root ("ku-li-a" cry, "ku-le-a" bring up) is keyed with the marker before it, and
 * then keeps its vowel: without it "kulia" and "kulea" would read "kul", as "kula" (eat) does in
 * "tutakula nini", "wanakula rushwa".
 */
const GLUED_MARKER = /^(?:ku|na)[^aeiou]$/u;

export function withGluedVowel(word: string, root: string): string {
  if (!GLUED_MARKER.test(root) || !word.startsWith(root)) return root;
  const rest = word.slice(root.length);
  return /^[ie]a$/u.test(rest) ? `${root}${rest[0]}` : root;
}
