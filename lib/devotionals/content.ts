import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { bookName, findBook, type BibleBook } from "@/lib/bible/books";
import { formatReference } from "@/lib/bible/reference";
import { getVerses, verseCount } from "@/lib/bible/text";
import type { Locale } from "@/lib/i18n/locales";
import { devotionalSourceSchema, type DevotionalSource } from "./schemas";

const DIRECTORY = path.join(process.cwd(), "content/devotionals");

export interface DevotionalPassage {
  book: BibleBook;
  chapter: number;
  start: number;
  end: number;
}

export interface Devotional {
  slug: string;
  source: DevotionalSource;
  passage: DevotionalPassage;
}

const cache = globalThis as typeof globalThis & { __devotionals?: Devotional[] };

function passageOf(source: DevotionalSource, file: string): DevotionalPassage {
  const book = findBook(source.passage.book);
  if (!book) throw new Error(`${file}: "${source.passage.book}" is not a Bible book`);
  const [start, end = start] = source.passage.verses.split("-").map(Number);
  const { chapter } = source.passage;
  for (const locale of ["en", "sw"] as const) {
    if (end < start || verseCount(locale, book.id, chapter) < end) {
      throw new Error(
        `${file}: ${book.nameEn} ${chapter}:${source.passage.verses} is not in the ${locale} Bible`,
      );
    }
  }
  return { book, chapter, start, end };
}

/** Every devotional, checked against its schema, in rotation order. A bad file stops the app. */
export function listDevotionals(): Devotional[] {
  if (!cache.__devotionals) {
    const files = readdirSync(DIRECTORY).filter((file) => file.endsWith(".json"));
    cache.__devotionals = files
      .map((file) => {
        const raw: unknown = JSON.parse(readFileSync(path.join(DIRECTORY, file), "utf8"));
        const parsed = devotionalSourceSchema.safeParse(raw);
        if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
        return {
          slug: parsed.data.slug,
          source: parsed.data,
          passage: passageOf(parsed.data, file),
        };
      })
      .sort((a, b) => a.source.day - b.source.day);
  }
  return cache.__devotionals;
}

export function findDevotional(slug: string): Devotional | undefined {
  return listDevotionals().find((devotional) => devotional.slug === slug);
}

/** The passage's reference and verses in a language, from our own Bible text. */
export function passageText(devotional: Devotional, locale: Locale) {
  const { book, chapter, start, end } = devotional.passage;
  const quoted = getVerses(locale, book.id, chapter, { start, end });
  return {
    reference: formatReference({ book, chapter, verseStart: start, verseEnd: end }, locale),
    bookName: bookName(book, locale),
    verses: quoted?.verses ?? [],
  };
}
