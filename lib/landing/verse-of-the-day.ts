import "server-only";
import { bookName, findBook } from "@/lib/bible/books";
import { formatReference } from "@/lib/bible/reference";
import { getVerseText } from "@/lib/bible/text";
import type { Locale } from "@/lib/i18n/locales";

/** Verses that stand on their own, one a day in turn. */
const DAILY_VERSES = [
  "Psalms 23:1",
  "John 3:16",
  "Philippians 4:13",
  "Proverbs 3:5",
  "Isaiah 40:31",
  "Romans 8:28",
  "Jeremiah 29:11",
  "Matthew 11:28",
  "Joshua 1:9",
  "Psalms 46:1",
  "2 Timothy 1:7",
  "Lamentations 3:22",
  "Psalms 119:105",
  "Matthew 6:33",
  "Romans 12:2",
  "Galatians 5:22",
  "Hebrews 11:1",
  "1 John 4:19",
  "Psalms 37:4",
  "Isaiah 41:10",
  "Micah 6:8",
  "John 14:27",
  "Romans 5:8",
  "Ephesians 2:8",
  "Psalms 121:1",
  "Proverbs 16:3",
  "James 1:5",
  "1 Peter 5:7",
  "Psalms 34:8",
  "John 15:5",
  "Colossians 3:23",
  "Philippians 4:6",
  "Matthew 5:9",
  "Psalms 27:1",
  "1 Corinthians 13:4",
  "Deuteronomy 31:6",
  "Zephaniah 3:17",
  "Psalms 91:1",
  "Isaiah 26:3",
  "John 8:12",
  "2 Corinthians 5:17",
  "Hebrews 13:5",
  "Psalms 139:14",
  "Matthew 5:16",
  "Romans 15:13",
  "1 Thessalonians 5:18",
  "Psalms 103:2",
  "Nahum 1:7",
  "John 11:25",
  "Ephesians 4:32",
  "Psalms 118:24",
  "Proverbs 18:10",
  "Isaiah 43:2",
  "Revelation 21:4",
  "Mark 10:27",
  "James 1:17",
  "Psalms 16:11",
  "Romans 10:9",
  "John 10:10",
  "1 John 1:9",
] as const;

const MS_PER_DAY = 86_400_000;

/** The calendar day in East Africa Time (UTC+3, no daylight saving), counted from 1970-01-01. */
export function eastAfricaDayNumber(date: Date): number {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(date);
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
}

export interface DailyVerse {
  reference: string;
  text: string;
  book: string;
  chapter: number;
  verse: number;
}

export function verseOfTheDay(locale: Locale, date = new Date()): DailyVerse {
  const entry = DAILY_VERSES[eastAfricaDayNumber(date) % DAILY_VERSES.length];
  const [, name, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(entry)!;
  const book = findBook(name)!;
  const location = { chapter: Number(chapter), verse: Number(verse) };
  return {
    reference: formatReference(
      { book, chapter: location.chapter, verseStart: location.verse },
      locale,
    ),
    text: getVerseText(locale, book.id, location.chapter, location.verse) ?? "",
    book: bookName(book, locale),
    ...location,
  };
}

export const dailyVerseReferences = DAILY_VERSES;
