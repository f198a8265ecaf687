import { z } from "zod";
import { MAX_SEARCH_QUERY_LENGTH } from "./search-limits";

export const testamentSchema = z.enum(["OLD TESTAMENT", "NEW TESTAMENT"]);

/** One book of `POST /bible/books/`: `name` in the request's language; the rest are extras. */
export const bibleBookSchema = z.object({
  name: z.string(),
  testament: testamentSchema,
  chapter: z.number().int().positive(),
  id: z.string().optional(),
  name_en: z.string().optional(),
  name_sw: z.string().optional(),
});
export type BibleBookResponseItem = z.infer<typeof bibleBookSchema>;

export const booksResponseSchema = z.object({ data: z.array(bibleBookSchema) });

/** `POST /bible/books/{book}/{chapter}`: the verse strings, verse n at index n - 1. */
export const chapterResponseSchema = z.object({ data: z.array(z.string()) });

const optionalInteger = (min: number, max?: number) => {
  let number = z.coerce.number().int("must be a whole number").min(min, `must be at least ${min}`);
  if (max !== undefined) number = number.max(max, `must be at most ${max}`);
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    number.optional(),
  );
};

/** Query of `GET /bible/search/books/`. */
export const searchQuerySchema = z.object({
  search: z
    .string()
    .max(MAX_SEARCH_QUERY_LENGTH, `must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .default(""),
  limit: optionalInteger(1, 100),
  offset: optionalInteger(0),
  version: z.string().trim().max(16).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  book: z.string(),
  chapter: z.number().int().positive(),
  verse: z.number().int().positive(),
  text: z.string(),
  book_id: z.string().optional(),
  /** [start, end) offsets in `text` of the matched words. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /bible/search/books/: a page of results and how many verses match in all. */
export const searchPageSchema = z.object({
  data: z.array(searchResultSchema),
  total: z.number().int().nonnegative(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
