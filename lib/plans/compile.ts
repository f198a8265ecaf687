import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BIBLE_BOOKS, getBookById, type BibleBook } from "@/lib/bible/books";
import { verseCount } from "@/lib/bible/text";
import { balanceChapters } from "./schedule";
import { planSourceSchema, type CompiledPlan, type PlanReading, type PlanSource } from "./schemas";

export interface PlanProblem {
  file: string;
  problem: string;
}

/** Verses of a chapter, counted in both Bibles: a plan reads what both languages have. */
function chapterVerses(book: BibleBook, chapter: number): number {
  return Math.min(verseCount("en", book.id, chapter), verseCount("sw", book.id, chapter));
}

function readingVerses({ book, chapter, verses }: PlanReading): number {
  if (!verses) return chapterVerses(getBookById(book)!, chapter);
  const [first, last = first] = verses.split("-").map(Number);
  return last - first + 1;
}

function booksBetween(from: string, to: string): BibleBook[] {
  const start = getBookById(from);
  const end = getBookById(to);
  if (!start || !end) throw new Error(`unknown book in ${from}-${to}`);
  if (end.number < start.number) throw new Error(`${from}-${to} runs backwards`);
  return BIBLE_BOOKS.filter((book) => book.number >= start.number && book.number <= end.number);
}

function checkPassage(reading: PlanReading): void {
  const book = getBookById(reading.book);
  if (!book) throw new Error(`unknown book ${reading.book}`);
  const available = chapterVerses(book, reading.chapter);
  if (available === 0) throw new Error(`${reading.book} has no chapter ${reading.chapter}`);
  if (!reading.verses) return;
  const [first, last = first] = reading.verses.split("-").map(Number);
  if (first < 1 || last < first || last > available) {
    throw new Error(`${reading.book} ${reading.chapter}:${reading.verses} is not in both Bibles`);
  }
}

function scheduleOf(source: PlanSource): CompiledPlan["days"] {
  const { schedule } = source;
  if (schedule.kind === "passages") {
    if (schedule.days.length !== source.days) {
      throw new Error(`lists ${schedule.days.length} days for a ${source.days}-day plan`);
    }
    for (const day of schedule.days) day.readings.forEach(checkPassage);
    return schedule.days.map(({ en, sw, readings }) => ({ heading: { en, sw }, readings }));
  }
  const streams = schedule.streams.map(({ from, to }) => {
    const chapters = booksBetween(from, to).flatMap((book) =>
      Array.from({ length: book.chapters }, (_, index) => ({ book, chapter: index + 1 })),
    );
    return balanceChapters(chapters, source.days, ({ book, chapter }) =>
      chapterVerses(book, chapter),
    );
  });
  return Array.from({ length: source.days }, (_, index) => ({
    readings: streams.flatMap((stream) =>
      stream[index].map(({ book, chapter }) => ({ book: book.id, chapter })),
    ),
  }));
}

export function compilePlan(raw: unknown): CompiledPlan {
  const source = planSourceSchema.parse(raw);
  const days = scheduleOf(source);
  const verses = days.reduce(
    (sum, day) =>
      sum + day.readings.reduce((daySum, reading) => daySum + readingVerses(reading), 0),
    0,
  );
  return {
    slug: source.slug,
    order: source.order,
    en: source.en,
    sw: source.sw,
    days,
    verseCount: verses,
  };
}

/** Every plan of the folder, in their order, or the problems that stop the build. */
export function compilePlanDirectory(contentDir: string): {
  plans: CompiledPlan[];
  problems: PlanProblem[];
} {
  const plans: CompiledPlan[] = [];
  const problems: PlanProblem[] = [];
  for (const file of readdirSync(contentDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    try {
      const plan = compilePlan(JSON.parse(readFileSync(path.join(contentDir, file), "utf8")));
      if (`${plan.slug}.json` !== file) throw new Error(`its slug is ${plan.slug}`);
      plans.push(plan);
    } catch (error) {
      problems.push({ file, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  const orders = plans.map((plan) => plan.order);
  if (new Set(orders).size !== orders.length) {
    problems.push({ file: "content/plans", problem: "two plans share an order" });
  }
  return { plans: plans.sort((a, b) => a.order - b.order), problems };
}
