import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getBookById } from "@/lib/bible/books";
import { chapterHref } from "@/lib/bible/page-hrefs";
import { formatReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import type {
  CompiledPlan,
  PlanDay,
  PlanDetail,
  PlanReading,
  PlanReadingView,
  PlanSummary,
} from "./schemas";

const COMPILED_FILE = "content/plans/build/plans.json";
/** An unhurried reader's pace, for "about N minutes a day". */
const VERSES_PER_MINUTE = 4.5;

let compiled: readonly CompiledPlan[] | undefined;

/** The compiled plans, read once per process. */
export function listCompiledPlans(): readonly CompiledPlan[] {
  if (compiled) return compiled;
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), COMPILED_FILE);
  try {
    compiled = (JSON.parse(readFileSync(file, "utf8")) as { plans: CompiledPlan[] }).plans;
  } catch (error) {
    throw new Error(
      `The compiled plans (${COMPILED_FILE}) could not be read; run \`npm run content\`.`,
      {
        cause: error,
      },
    );
  }
  return compiled;
}

export function findCompiledPlan(slug: string): CompiledPlan | undefined {
  return listCompiledPlans().find((plan) => plan.slug === slug);
}

export function readingLabel({ book, chapter, verses }: PlanReading, locale: Locale): string {
  const [verseStart, verseEnd] = verses?.split("-").map(Number) ?? [];
  return formatReference({ book: getBookById(book)!, chapter, verseStart, verseEnd }, locale);
}

/** The reader's page for a reading, carrying the plan and day so the reader can mark it read. */
export function readingView(
  reading: PlanReading,
  { slug, day, locale }: { slug: string; day: number; locale: Locale },
): PlanReadingView {
  const book = getBookById(reading.book)!;
  const query: Record<string, string> = { plan: slug, day: String(day) };
  const [first, last = first] = reading.verses?.split("-") ?? [];
  // A passage opens at its first verse and counts as read once its last verse is reached.
  if (last) query.to = last;
  const path = localizedPathname({
    href: { ...chapterHref(book, reading.chapter, locale), query },
    locale,
  });
  return {
    ...reading,
    label: readingLabel(reading, locale),
    href: first ? `${path}#v${first}` : path,
  };
}

export function planSummary(plan: CompiledPlan, locale: Locale): PlanSummary {
  return {
    slug: plan.slug,
    title: plan[locale].title,
    description: plan[locale].description,
    day_count: plan.days.length,
    minutes_a_day: Math.max(1, Math.round(plan.verseCount / plan.days.length / VERSES_PER_MINUTE)),
  };
}

export function planDay(plan: CompiledPlan, day: number, locale: Locale): PlanDay {
  const { heading, readings } = plan.days[day - 1];
  return {
    day,
    heading: heading?.[locale] ?? null,
    readings: readings.map((reading) => readingView(reading, { slug: plan.slug, day, locale })),
  };
}

export function planDetail(plan: CompiledPlan, locale: Locale): PlanDetail {
  return {
    ...planSummary(plan, locale),
    days: plan.days.map((_, index) => planDay(plan, index + 1, locale)),
  };
}
