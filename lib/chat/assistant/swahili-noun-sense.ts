/**
 * Noun stems whose class prefix makes another word: "u-zazi" is childbearing, "m-zazi" and
 * "wa-zazi" a parent and parents, "ki-zazi" and "vi-zazi" a generation; "m-zimu" and "mi-zimu" the
 * spirits of the dead, "wa-zimu" madness. Every other noun keeps its sense across classes
 * ("m-gonjwa" the sick, "u-gonjwa" sickness), so these are listed one by one.
 */
const PREFIX_SENSES: ReadonlyMap<string, ReadonlyArray<readonly string[]>> = new Map([
  ["zazi", [["u"], ["m", "mw", "wa"], ["ki", "ch", "vi", "vy"]]],
  ["zimu", [["m", "mi"], ["wa"]]],
]);

/**
 * The stem as a noun key names it: for the stems above, with the sense its prefix gives, so the
 * reader's parents ("wazazi") are no childbearing and madness ("wazimu") no ancestral spirits.
 */
export function nounSense(prefix: string, stem: string): string {
  const senses = PREFIX_SENSES.get(stem);
  if (!senses) return stem;
  return `${stem}@${senses.find((sense) => sense.includes(prefix))?.[0] ?? prefix}`;
}
