export const EXCERPT_LENGTH = 200;
export const META_DESCRIPTION_LENGTH = 160;

/** The card excerpt: the first 200 characters of the text plus an ellipsis. */
export function storyExcerpt(plain: string, length = EXCERPT_LENGTH): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

/** A meta description of at most 160 characters, cut at a word and ended with an ellipsis. */
export function metaDescription(plain: string, length = META_DESCRIPTION_LENGTH): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.!?—–-]+$/u, "")}…`;
}
