import "server-only";
import { badRequest } from "@/lib/api/errors";
import type { FieldIssue } from "@/lib/api/field-issues";
import { getBookById, type BibleBook } from "@/lib/bible/books";
import { formatReference, parseReference } from "@/lib/bible/reference";
import { verseCount } from "@/lib/bible/text";
import { defaultVersion, findVersion } from "@/lib/bible/versions";
import type { Locale } from "@/lib/i18n/locales";
import type { VerseReference } from "./schemas";

export interface VerseBookmarkTarget {
  verse: VerseReference;
  title: string;
}

/** A 400 naming one field's problem, in English and as a catalogue text for the caller's language. */
const invalid = (field: string, english: string, issue: FieldIssue) =>
  badRequest("Invalid input.", { [field]: [english] })
    .withText("invalidInput")
    .withFieldIssues({ [field]: [issue] });

const bookNames = (book: BibleBook) => ({ bookEn: book.nameEn, bookSw: book.nameSw });

/** The reference checked against the text it names: the book, chapter and verses must exist. */
function checkedReference(
  reference: VerseReference,
  field: "verse" | "title",
): { verse: VerseReference; book: BibleBook } {
  const at = (name: keyof VerseReference) => (field === "verse" ? `verse.${name}` : field);
  const book = getBookById(reference.book);
  if (!book) throw invalid(at("book"), "There is no book with this id.", { text: "noSuchBookId" });
  const version = findVersion(reference.translation);
  if (!version) {
    throw invalid(at("translation"), "There is no Bible version with this id.", {
      text: "noSuchVersion",
    });
  }
  if (reference.chapter > book.chapters) {
    throw invalid(at("chapter"), `${book.nameEn} has ${book.chapters} chapters.`, {
      text: "chapterCount",
      values: { ...bookNames(book), count: book.chapters },
    });
  }
  const verses = verseCount(version.locale, book.id, reference.chapter, version.id);
  if (reference.verse_end > verses) {
    const name = reference.verse_start > verses ? "verse_start" : "verse_end";
    throw invalid(at(name), `${book.nameEn} ${reference.chapter} has ${verses} verses.`, {
      text: "verseCount",
      values: { ...bookNames(book), chapter: reference.chapter, count: verses },
    });
  }
  return { verse: { ...reference, book: book.id, translation: version.id }, book };
}

/** The reference a title such as "John 3:16" or "Yohana 3:16–18" names, in the language's Bible. */
function referenceFromTitle(title: string | undefined, locale: Locale): VerseReference {
  if (!title) {
    throw invalid(
      "verse",
      "A VERSE bookmark needs a verse reference, or a title such as “John 3:16”.",
      { text: "verseNeeded" },
    );
  }
  const parsed = parseReference(title);
  if (!parsed || parsed.verseStart === undefined) {
    throw invalid("title", "The title does not name a verse, such as “John 3:16”.", {
      text: "titleNotVerse",
    });
  }
  return {
    book: parsed.book.id,
    chapter: parsed.chapter,
    verse_start: parsed.verseStart,
    verse_end: parsed.verseEnd ?? parsed.verseStart,
    translation: defaultVersion(locale).id,
  };
}

/**
 * Where a VERSE bookmark points and its title: the sent reference, or the one its title names;
 * without a title, the reference written in the request's language. A reference the Bible does
 * not have is a 400 with a field error.
 */
export function resolveVerseBookmark({
  verse,
  title,
  locale,
}: {
  verse: VerseReference | undefined;
  title: string | undefined;
  locale: Locale;
}): VerseBookmarkTarget {
  const checked = verse
    ? checkedReference(verse, "verse")
    : checkedReference(referenceFromTitle(title, locale), "title");
  const builtTitle = formatReference(
    {
      book: checked.book,
      chapter: checked.verse.chapter,
      verseStart: checked.verse.verse_start,
      verseEnd: checked.verse.verse_end,
    },
    locale,
  );
  return { verse: checked.verse, title: title || builtTitle };
}
