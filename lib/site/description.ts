/** Search engines show about this many characters of a description; longer ones are cut mid-word. */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * A meta description of at most 160 characters: whitespace folded, and a longer text cut at the
 * last word that fits and ended with an ellipsis. Every page's description goes through here.
 */
export function metaDescription(text: string, length = META_DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= length) return folded;
  const cut = folded.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A text with no space in its second half (one long word) is cut where it stands.
  const atWord = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.!?—–-]+$/u, "")}…`;
}
