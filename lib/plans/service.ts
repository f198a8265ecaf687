import "server-only";
import { AppError } from "@/lib/api/errors";
import { findBook } from "@/lib/bible/books";
import { dayDate, eastAfricaDay } from "@/lib/devotionals/rotation";
import type { Locale } from "@/lib/i18n/locales";
import { findCompiledPlan, planSummary, readingView } from "./catalog";
import { dayNumber, progressOf } from "./progress";
import { getEnrollment, listEnrollments, recordReadings, type EnrollmentRecord } from "./queries";
import type { CompiledPlan, Enrollment, ReadingReport, ReadingReportResult } from "./schemas";

export const planNotFound = (slug: string) =>
  new AppError(404, "plan_not_found", `No reading plan called “${slug}”.`).withText(
    "planNotFound",
    {
      slug,
    },
  );

export const notInPlan = () =>
  new AppError(404, "plan_not_started", "You have not started this plan.").withText("notInPlan");

const noSuchDay = (day: number) =>
  new AppError(400, "invalid_day", `This plan has no day ${day}.`).withText("noSuchPlanDay", {
    day,
  });

/** The plan of the path, or a 404 in the caller's language. */
export function requirePlan(slug: string): CompiledPlan {
  const plan = findCompiledPlan(slug);
  if (!plan) throw planNotFound(slug);
  return plan;
}

export function requireDay(plan: CompiledPlan, day: number): number {
  if (!Number.isInteger(day) || day < 1 || day > plan.days.length) throw noSuchDay(day);
  return day;
}

/** Today as the East Africa Time date the schedules count in. */
export function today(now = new Date()): string {
  return dayDate(eastAfricaDay(now));
}

export function enrollmentView(
  plan: CompiledPlan,
  record: EnrollmentRecord,
  now = new Date(),
): Enrollment {
  return progressOf({
    slug: plan.slug,
    startedDay: dayNumber(record.startedOn),
    readingsPerDay: plan.days.map((day) => day.readings.length),
    done: record.done,
    now,
  });
}

/** The member's progress in a plan, or a 404 when they have not started it. */
export async function requireEnrollment(userId: string, plan: CompiledPlan): Promise<Enrollment> {
  const record = await getEnrollment({ userId, slug: plan.slug });
  if (!record) throw notInPlan();
  return enrollmentView(plan, record);
}

/** Every plan the member is in, newest start last, each with its summary in `locale`. */
export async function memberPlans(userId: string, locale: Locale) {
  const records = await listEnrollments(userId);
  return records.flatMap((record) => {
    const plan = findCompiledPlan(record.planSlug);
    return plan ? [{ ...enrollmentView(plan, record), plan: planSummary(plan, locale) }] : [];
  });
}

/** The date to count from so that the first unfinished day is today's. */
export function catchUpStart(enrollment: Enrollment, now = new Date()): string {
  const firstOpen = enrollment.next_day ?? enrollment.today_day;
  return dayDate(eastAfricaDay(now) - (firstOpen - 1));
}

/**
 * The reader's report that a member read a chapter of a plan day to its end: the matching
 * readings of that day are recorded as done.
 */
export async function reportReading({
  userId,
  plan,
  report,
  locale,
}: {
  userId: string;
  plan: CompiledPlan;
  report: ReadingReport;
  locale: Locale;
}): Promise<ReadingReportResult> {
  const day = requireDay(plan, report.day);
  const book = findBook(report.book);
  const readings = plan.days[day - 1].readings;
  const matching = readings.flatMap((reading, index) =>
    book && reading.book === book.id && reading.chapter === report.chapter ? [index] : [],
  );
  if (matching.length === 0) {
    throw new AppError(
      400,
      "reading_not_in_day",
      "This chapter is not a reading of that day.",
    ).withText("readingNotInDay", { day });
  }
  const before = await requireEnrollment(userId, plan);
  if (!(await recordReadings({ userId, slug: plan.slug, day, readings: matching }))) {
    throw notInPlan();
  }
  const enrollment = await requireEnrollment(userId, plan);
  const doneToday = new Set(enrollment.partial_days[String(day)] ?? []);
  const complete = enrollment.completed_days.includes(day);
  const nextIndex = complete ? -1 : readings.findIndex((_, index) => !doneToday.has(index));
  return {
    enrollment,
    day_completed: complete && !before.completed_days.includes(day),
    next_reading:
      nextIndex >= 0 ? readingView(readings[nextIndex], { slug: plan.slug, day, locale }) : null,
  };
}
