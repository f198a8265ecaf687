/**
 * How a message shows that a word is someone's name: a capital where a capital means a name, or
 * whose relative they are ("hana mama yake samweli").
 */

/**
 * Whether the message writes the word with a capital where a capital means a name: anywhere but
 * at the start of a sentence ("Hawa watu…"), unless the message asks who someone was.
 */
export function writtenAsName(message: string, word: string, askedWho: boolean): boolean {
  const capitalized = `${word[0].toUpperCase()}${word.slice(1)}`;
  const midSentence = new RegExp(`[^\\p{L}.!?\\s]\\s*${capitalized}|\\p{L}\\s+${capitalized}`, "u");
  const anywhere = new RegExp(`(^|[^\\p{L}])${capitalized}`, "u");
  return midSentence.test(message) || (askedWho && anywhere.test(message));
}

const KIN_WORDS: ReadonlySet<string> = new Set([
  "mama",
  "baba",
  "mke",
  "mume",
  "mwana",
  "binti",
  "dada",
  "kaka",
  "mother",
  "father",
  "wife",
  "husband",
  "son",
  "daughter",
  "sister",
  "brother",
]);
const KIN_OF: ReadonlySet<string> = new Set(["yake", "wa", "of"]);

/**
 * Whether an everyday word is followed by whose relative it is, a Bible name, which makes it a
 * name however it is written: "hana mama yake samweli" (Hannah, Samuel's mother), "eve the wife
 * of adam"; not "hana mama wa kumlea" (has no mother to raise him).
 */
export function kinNamedAfter(
  words: readonly string[],
  word: string,
  isName: (word: string | undefined) => boolean,
): boolean {
  return words.some((candidate, index) => {
    if (candidate !== word) return false;
    const [next, after, third, fourth] = words.slice(index + 1, index + 5);
    return (
      (KIN_WORDS.has(next) && KIN_OF.has(after) && isName(third)) ||
      (next === "the" && KIN_WORDS.has(after) && third === "of" && isName(fourth))
    );
  });
}

/**
 * Whether whose relative the one named just before is follows: "Elizabeth the mother of John the
 * Baptist", "Zakaria baba yake Yohana". The one so named is asked about, the relative describes.
 */
export function kinFollows(words: readonly string[], position: number): boolean {
  const [next, after, third] = words.slice(position + 1, position + 4);
  return (
    (KIN_WORDS.has(next) && KIN_OF.has(after)) ||
    (next === "the" && KIN_WORDS.has(after) && third === "of")
  );
}
