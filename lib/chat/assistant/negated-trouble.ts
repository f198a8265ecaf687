import "server-only";

/** Swahili words that deny what follows: "sina" (I have no), "hatuna" (we have no), "si" (is not). */
const NEGATORS: ReadonlySet<string> = new Set([
  "sina",
  "huna",
  "hana",
  "hatuna",
  "hamna",
  "hawana",
  "hakuna",
  "si",
  "sio",
  "siyo",
]);

/**
 * Troubles a reader may say they are free of, and only troubles: "sina wasiwasi" (I am not
 * worried), "si mgonjwa" (not sick), "hatuna deni" (we have no debt). Goods one lacks are the
 * trouble itself and stay ("sina pesa", "sina kazi", "sina amani", "sina mtoto").
 */
const TROUBLES: ReadonlySet<string> = new Set([
  "wasiwasi",
  "hofu",
  "deni",
  "madeni",
  "mkopo",
  "mikopo",
  "mgonjwa",
  "ugonjwa",
  "magonjwa",
  "shida",
  "tatizo",
  "matatizo",
]);

/** What stands where a denied trouble was, so no trigger reads it and positions stay. */
const DENIED = "";

/**
 * The words with each trouble the reader denies, and the word denying it, blanked out, the rest
 * (positions too) as they were: "sina wasiwasi kuhusu ada, swali langu ni …" names no worry. The
 * same list when none is.
 */
export function withoutDeniedTroubles(words: readonly string[]): readonly string[] {
  const deniedAt = (index: number) =>
    index > 0 && TROUBLES.has(words[index]) && NEGATORS.has(words[index - 1]);
  if (!words.some((_, index) => deniedAt(index))) return words;
  // The negator goes with the trouble it denies: "sina wasiwasi kuhusu pesa" is not "sina pesa".
  return words.map((word, index) => (deniedAt(index) || deniedAt(index + 1) ? DENIED : word));
}
