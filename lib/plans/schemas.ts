import { z } from "zod";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSES_PATTERN = /^\d+(?:-\d+)?$/;

const text = (max: number) => z.string().trim().min(1).max(max);

const bookRange = z.strictObject({ from: text(8), to: text(8) });

const passageSource = z.strictObject({
  /** OSIS id of the book, as in the book table: "Ps", "1Thess". */
  book: text(8),
  chapter: z.number().int().positive(),
  verses: z.string().regex(VERSES_PATTERN).optional(),
});

/** One file of `content/plans/`: a reading plan in both languages, its readings by rule or listed. */
export const planSourceSchema = z.strictObject({
  slug: z.string().regex(SLUG_PATTERN),
  /** Its place in the list of plans. */
  order: z.number().int().positive(),
  days: z.number().int().min(1).max(366),
  schedule: z.discriminatedUnion("kind", [
    /** Every chapter of each stream's books, spread over the days, balanced by verse count. */
    z.strictObject({ kind: z.literal("chapters"), streams: z.array(bookRange).min(1) }),
    /** The passages of each day, listed, each day with a heading. */
    z.strictObject({
      kind: z.literal("passages"),
      days: z.array(
        z.strictObject({ en: text(80), sw: text(80), readings: z.array(passageSource).min(1) }),
      ),
    }),
  ]),
  en: z.strictObject({ title: text(80), description: text(300) }),
  sw: z.strictObject({ title: text(80), description: text(300) }),
});

export type PlanSource = z.infer<typeof planSourceSchema>;

/** One reading of a day: a chapter, or some of its verses. */
export const planReadingSchema = z.object({
  book: z.string(),
  chapter: z.number().int().positive(),
  verses: z.string().regex(VERSES_PATTERN).optional(),
});

export type PlanReading = z.infer<typeof planReadingSchema>;

/** A plan as the build writes it: every day's readings worked out. */
export interface CompiledPlan {
  slug: string;
  order: number;
  en: { title: string; description: string };
  sw: { title: string; description: string };
  days: Array<{ heading?: { en: string; sw: string }; readings: PlanReading[] }>;
  /** The verses the whole plan reads, for "about N minutes a day". */
  verseCount: number;
}

/* The contract of /api/v1/plans/: one schema per shape, shared by the handlers, clients and tests. */

export const planReadingViewSchema = planReadingSchema.extend({
  /** "Yohana 3" or "Zaburi 46:1-11", in the request's language. */
  label: z.string(),
  /** The reader's page of the chapter, in the request's language. */
  href: z.string(),
});

export type PlanReadingView = z.infer<typeof planReadingViewSchema>;

export const planSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  day_count: z.number().int(),
  minutes_a_day: z.number().int(),
});

export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planDaySchema = z.object({
  day: z.number().int(),
  heading: z.string().nullable(),
  readings: z.array(planReadingViewSchema),
});

export type PlanDay = z.infer<typeof planDaySchema>;

export const planDetailSchema = planSummarySchema.extend({ days: z.array(planDaySchema) });

export type PlanDetail = z.infer<typeof planDetailSchema>;

/** A member's place in a plan. Days are East Africa Time days; `today_day` is the schedule's. */
export const enrollmentSchema = z.object({
  plan_slug: z.string(),
  started_on: z.iso.date(),
  /** The plan day the schedule has reached today (1 to the plan's length). */
  today_day: z.number().int(),
  /** Plan days with every reading done, ascending. */
  completed_days: z.array(z.number().int()),
  /** Readings done on days not yet complete: day → indexes of its readings. */
  partial_days: z.record(z.string(), z.array(z.number().int())),
  /** The first day not complete, or null when the plan is finished. */
  next_day: z.number().int().nullable(),
  /** Earlier days of the schedule not complete. */
  days_behind: z.number().int(),
  /** Consecutive East Africa days, up to today, with something read in this plan. */
  streak: z.number().int(),
  percent: z.number().int(),
  finished: z.boolean(),
});

export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentListItemSchema = enrollmentSchema.extend({ plan: planSummarySchema });

export const dayUpdateSchema = z.strictObject({ done: z.boolean() });

/** What the reader reports when a member has read a plan's chapter to its end. */
export const readingReportSchema = z.strictObject({
  day: z.number().int().positive(),
  book: z.string().trim().min(1).max(40),
  chapter: z.number().int().positive(),
});

export type ReadingReport = z.infer<typeof readingReportSchema>;

export const readingReportResultSchema = z.object({
  enrollment: enrollmentSchema,
  /** Whether this report completed its day. */
  day_completed: z.boolean(),
  /** The day's next reading not yet done, if any. */
  next_reading: planReadingViewSchema.nullable(),
});

export type ReadingReportResult = z.infer<typeof readingReportResultSchema>;
