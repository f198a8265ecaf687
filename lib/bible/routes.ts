import "server-only";
import { cachedJson } from "@/lib/api/envelope";
import { badRequest, notFound } from "@/lib/api/errors";
import { defineRoutes, type RouteContext, type RouteHandler } from "@/lib/api/router";
import { parseInput } from "@/lib/api/validation";
import { BIBLE_BOOKS, bookName, findBook } from "./books";
import type { BibleBookResponseItem } from "./schemas";
import { searchQuerySchema } from "./schemas";
import { searchBible } from "./search";
import { searchPageOf } from "./search-engine";
import { getChapter, resolveVersion } from "./text";

/** The `version` query parameter, checked: an unknown version is a client error. */
function requestedVersion({ url, locale }: RouteContext): string | undefined {
  const version = url.searchParams.get("version")?.trim() || undefined;
  if (version !== undefined && !resolveVersion(locale, version)) {
    const shown = version.slice(0, 16);
    throw badRequest(`Unknown Bible version “${shown}”.`, {
      version: ["is not a known version"],
    })
      .withText("unknownVersion", { version: shown })
      .withFieldIssues({ version: [{ text: "noSuchVersion" }] });
  }
  return version;
}

const listBooks: RouteHandler = ({ request, locale }) => {
  const books: BibleBookResponseItem[] = BIBLE_BOOKS.map((book) => ({
    name: bookName(book, locale),
    testament: book.testament,
    chapter: book.chapters,
    id: book.id,
    name_en: book.nameEn,
    name_sw: book.nameSw,
  }));
  return cachedJson(request, books);
};

const readChapter: RouteHandler = (context) => {
  const { request, params, locale } = context;
  const version = requestedVersion(context);
  if (!/^\s*\d+\s*$/.test(params.chapter)) {
    throw badRequest("The chapter must be a number.", { chapter: ["must be a number"] })
      .withText("chapterNotNumber")
      .withFieldIssues({ chapter: [{ text: "wrongType", values: { expected: "int" } }] });
  }
  const book = findBook(params.book);
  if (!book) {
    const shown = params.book.slice(0, 40);
    throw notFound(`No book called “${shown}”.`).withText("noSuchBook", { book: shown });
  }
  const chapter = getChapter(locale, book.id, Number(params.chapter), version);
  if (!chapter) {
    const values = { book: bookName(book, locale), chapter: Number(params.chapter) };
    throw notFound(`${values.book} has no chapter ${values.chapter}.`).withText(
      "noSuchChapter",
      values,
    );
  }
  return cachedJson(request, chapter.verses);
};

const search: RouteHandler = (context) => {
  const { request, url, locale } = context;
  const query = parseInput(searchQuerySchema, Object.fromEntries(url.searchParams));
  const version = requestedVersion(context);
  const { hits, total } = searchBible(locale, query.search, {
    limit: query.limit,
    offset: query.offset,
    version,
  });
  const page = searchPageOf({ hits, total });
  return cachedJson(request, page.data, { total: page.total });
};

/**
 * The Bible contract of /api/v1. Books and chapters answer POST as the contract says, and GET
 * as well so that shared caches and crawlers can keep them.
 */
export const bibleRoutes = defineRoutes([
  { method: "POST", pattern: "bible/books/", handler: listBooks },
  { method: "GET", pattern: "bible/books/", handler: listBooks },
  { method: "POST", pattern: "bible/books/:book/:chapter/", handler: readChapter },
  { method: "GET", pattern: "bible/books/:book/:chapter/", handler: readChapter },
  { method: "GET", pattern: "bible/search/books/", handler: search },
]);
