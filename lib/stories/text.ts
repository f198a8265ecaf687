export const EXCERPT_LENGTH = 200;

/** The card excerpt: the first 200 characters of the text plus an ellipsis. */
export function storyExcerpt(plain: string, length = EXCERPT_LENGTH): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
