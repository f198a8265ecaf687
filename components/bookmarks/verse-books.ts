import "server-only";
import { BIBLE_BOOKS, bookName } from "@/lib/bible/books";
import { BIBLE_VERSIONS } from "@/lib/bible/versions";
import type { VerseBooks } from "./verse-link";

/** What the browser needs to link a verse bookmark to the reader, without the book table. */
export function verseBooks(): VerseBooks {
  return Object.fromEntries(
    BIBLE_VERSIONS.map((version) => [
      version.id,
      {
        locale: version.locale,
        names: Object.fromEntries(
          BIBLE_BOOKS.map((book) => [book.id, bookName(book, version.locale)]),
        ),
      },
    ]),
  );
}
