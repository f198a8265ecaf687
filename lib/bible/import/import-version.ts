import { BIBLE_BOOKS } from "../books";
import { encodeChapter, STORED_FORMAT, type StoredBible } from "../stored-format";
import type { BibleVersion } from "../versions";
import { BibleImportError } from "./errors";
import { parseOsisImpBible } from "./parse-osis-imp";
import type { ParsedBible } from "./parsed-bible";
import { parseTsvBible } from "./parse-tsv";
import { countVerses, validateBible } from "./validate";

export function parseSource(source: string, version: BibleVersion): ParsedBible {
  switch (version.format) {
    case "tsv":
      return parseTsvBible(source, version.id, version.source);
    case "osis-imp":
      return parseOsisImpBible(source, version.id, version.source);
  }
}

/** Parses and validates one version's source text; throws `BibleImportError` listing every problem. */
export function importVersion(
  source: string,
  version: BibleVersion,
): { stored: StoredBible; notices: string[] } {
  const parsed = parseSource(source, version);
  const problems = validateBible(parsed, { expectedVerseCount: version.expectedVerseCount });
  if (problems.length > 0) throw new BibleImportError(version.source, problems);
  const books: StoredBible["books"] = {};
  for (const book of BIBLE_BOOKS) {
    books[book.id] = (parsed.books.get(book.id) ?? []).map(encodeChapter);
  }
  return {
    stored: { format: STORED_FORMAT, version: version.id, verseCount: countVerses(parsed), books },
    notices: parsed.notices,
  };
}
