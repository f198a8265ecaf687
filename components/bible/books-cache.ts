import { apiRequest } from "@/lib/api/client";
import type { BibleBookResponseItem } from "@/lib/bible/schemas";
import type { Locale } from "@/lib/i18n/locales";

export const BIBLE_BOOKS_STORAGE_KEY = "bible_books_v1";
export const BIBLE_BOOKS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredBooks {
  savedAt: number;
  books: BibleBookResponseItem[];
}

function readStoredBooks(): StoredBooks | null {
  try {
    const raw = window.localStorage.getItem(BIBLE_BOOKS_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredBooks>;
    if (typeof stored.savedAt !== "number" || !Array.isArray(stored.books)) return null;
    return { savedAt: stored.savedAt, books: stored.books };
  } catch {
    return null;
  }
}

function storeBooks(books: BibleBookResponseItem[]) {
  try {
    window.localStorage.setItem(
      BIBLE_BOOKS_STORAGE_KEY,
      JSON.stringify({ savedAt: Date.now(), books }),
    );
  } catch {
    // Without storage the list is simply fetched again next time.
  }
}

export interface BibleBooksResult {
  books: BibleBookResponseItem[];
  /** The request failed and an older stored list stands in: the error stays silent. */
  stale: boolean;
}

export class BibleBooksError extends Error {
  constructor(cause: unknown) {
    super("Failed to fetch Bible books", { cause });
    this.name = "BibleBooksError";
  }
}

let pending: Promise<BibleBooksResult> | null = null;

/**
 * The books list of `POST /bible/books/`, kept on the device for 24 hours under
 * `bible_books_v1`. When the request fails an older stored list is used; only without one does
 * the call reject. Each entry carries both the English and the Swahili name.
 */
export function loadBibleBooks(locale: Locale): Promise<BibleBooksResult> {
  const stored = readStoredBooks();
  if (stored && Date.now() - stored.savedAt < BIBLE_BOOKS_MAX_AGE_MS) {
    return Promise.resolve({ books: stored.books, stale: false });
  }
  pending ??= apiRequest<BibleBookResponseItem[]>("bible/books/", { method: "POST", locale })
    .then((books) => {
      storeBooks(books);
      return { books, stale: false };
    })
    .catch((error: unknown) => {
      if (stored) return { books: stored.books, stale: true };
      throw new BibleBooksError(error);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
