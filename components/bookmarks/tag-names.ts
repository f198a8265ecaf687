import { AI_RESPONSE_TAG, BIBLE_VERSE_TAG, TAG_NAME_MAX_LENGTH } from "@/lib/bookmarks/schemas";

const key = (name: string) => name.trim().toLowerCase();

export function sameTagName(a: string, b: string): boolean {
  return key(a) === key(b);
}

export function hasTagName(names: readonly string[], name: string): boolean {
  return names.some((candidate) => sameTagName(candidate, name));
}

/** Every name once, whatever its case, in the order first seen. */
export function uniqueTagNames(...lists: ReadonlyArray<readonly string[]>): string[] {
  const names: string[] = [];
  for (const name of lists.flat()) if (name.trim() && !hasTagName(names, name)) names.push(name);
  return names;
}

/**
 * The name a typed tag is saved under: an existing tag's own spelling when one matches (tags are
 * unique whatever their case), else the trimmed text; null when there is nothing to add.
 */
export function tagNameToAdd(typed: string, known: readonly string[]): string | null {
  const name = typed.trim().replace(/\s+/g, " ").slice(0, TAG_NAME_MAX_LENGTH);
  if (!name) return null;
  return known.find((candidate) => sameTagName(candidate, name)) ?? name;
}

export function toggleTagName(selected: readonly string[], name: string): string[] {
  return hasTagName(selected, name)
    ? selected.filter((candidate) => !sameTagName(candidate, name))
    : [...selected, name];
}

/** What the two tags every verse and reply carries are called in the reader's language. */
export interface BuiltInTagLabels {
  bibleVerse: string;
  aiResponse: string;
}

/**
 * A tag as the reader sees it: 'Bible Verse' and 'AI Response' are stored under those names (the
 * API's), and shown in the page's language; a member's own tags as they wrote them.
 */
export function tagLabel(name: string, labels: BuiltInTagLabels): string {
  if (sameTagName(name, BIBLE_VERSE_TAG)) return labels.bibleVerse;
  if (sameTagName(name, AI_RESPONSE_TAG)) return labels.aiResponse;
  return name;
}
