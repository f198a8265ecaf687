export const FAQ_KEYS = [
  "versions",
  "assistant",
  "limits",
  "payment",
  "notActivated",
  "bookmarks",
  "signIn",
  "privacy",
] as const;

export type FaqKey = (typeof FAQ_KEYS)[number];

export interface FaqEntry {
  key: FaqKey;
  question: string;
  answer: string;
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** FAQs whose question or answer contains every word of the query, case and accents aside. */
export function filterFaqs(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
