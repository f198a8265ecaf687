import { AI_RESPONSE_TAG, BIBLE_VERSE_TAG, type BookmarkType } from "./schemas";

/** Spec section 5: the title when a bookmark has none to build it from. */
export const UNTITLED = "Untitled";
/** Spec section 9: a built title keeps 97 characters, then "..." when the line was longer. */
export const BUILT_TITLE_LENGTH = 97;
const ELLIPSIS = "...";

/** The first non-blank line of a text, cut to 97 characters plus "..."; "Untitled" if there is none. */
export function titleFromText(text: string | undefined): string {
  const firstLine = text
    ?.split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .find(Boolean);
  if (!firstLine) return UNTITLED;
  // Code points, not UTF-16 units, so a cut never splits an emoji or another astral character.
  const characters = Array.from(firstLine);
  if (characters.length <= BUILT_TITLE_LENGTH) return firstLine;
  return `${characters.slice(0, BUILT_TITLE_LENGTH).join("")}${ELLIPSIS}`;
}

/** The tag a bookmark type always carries: 'Bible Verse' on a VERSE, 'AI Response' on an INSIGHT. */
export function requiredTagOf(type: BookmarkType): string | undefined {
  if (type === "VERSE") return BIBLE_VERSE_TAG;
  if (type === "INSIGHT") return AI_RESPONSE_TAG;
  return undefined;
}

const tagKey = (name: string) => name.toLocaleLowerCase("en");

/**
 * The names a bookmark ends up with: the member's names, trimmed, each once whatever its case
 * (the first spelling wins), plus the type's required tag unless the member already named it.
 */
export function bookmarkTagNames(type: BookmarkType, names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  const required = requiredTagOf(type);
  for (const name of required ? [...names, required] : names) {
    const trimmed = name.trim();
    if (trimmed && !byKey.has(tagKey(trimmed))) byKey.set(tagKey(trimmed), trimmed);
  }
  return [...byKey.values()];
}
