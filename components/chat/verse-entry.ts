import { chapterPath, verseElementId } from "@/components/bible/chapter-path";
import type { Locale } from "@/lib/i18n/locales";

/** A related verse under a reply, read from its "{Book} {c}:{v} — {exact text}" entry. */
export interface RelatedVerse {
  /** "John 3:16", "Yohana 3:16–18", "Psalm 23". */
  reference: string;
  text: string;
  /** The reader's chapter page, at the verse (highlighted there) when the entry names one. */
  href: string | null;
}

const ENTRY = /^(.+?) (\d{1,3})(?::(\d{1,3})(?:[–-]\d{1,3})?)? — ([\s\S]+)$/u;

/*
 * The book name is the one of the reply's language; the reader's address takes it in either
 * language and moves to its canonical name, keeping the #v fragment. English cites one psalm as
 * "Psalm 23", which is not a book name, so it goes to "Psalms" here.
 */
const CITATION_BOOK_NAMES: Readonly<Record<string, string>> = { Psalm: "Psalms" };

export function readRelatedVerse(entry: string, locale: Locale): RelatedVerse {
  const match = ENTRY.exec(entry.trim());
  if (!match) return { reference: "", text: entry.trim(), href: null };
  const [, book, chapter, verse, text] = match;
  const reference = entry.slice(0, entry.indexOf(" — ")).trim();
  const path = chapterPath(locale, CITATION_BOOK_NAMES[book] ?? book, Number(chapter));
  return {
    reference,
    text: text.trim(),
    href: verse ? `${path}#${verseElementId(Number(verse))}` : path,
  };
}
