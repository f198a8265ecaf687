import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { planEnrollments, planReadings } from "@/lib/db/schema";
import type { ReadingDone } from "./progress";

export interface EnrollmentRecord {
  planSlug: string;
  /** `YYYY-MM-DD`, an East Africa Time day. */
  startedOn: string;
  done: ReadingDone[];
}

type Key = { userId: string; slug: string };

const enrollmentKey = ({ userId, slug }: Key) =>
  and(eq(planEnrollments.userId, userId), eq(planEnrollments.planSlug, slug));

/** The member's plans (or the one named), each with every reading done. */
export async function listEnrollments(userId: string, slug?: string): Promise<EnrollmentRecord[]> {
  const db = await getDb();
  const enrollments = await db
    .select({ planSlug: planEnrollments.planSlug, startedOn: planEnrollments.startedOn })
    .from(planEnrollments)
    .where(slug ? enrollmentKey({ userId, slug }) : eq(planEnrollments.userId, userId))
    .orderBy(asc(planEnrollments.createdAt));
  if (enrollments.length === 0) return [];
  const readings = await db
    .select()
    .from(planReadings)
    .where(
      and(
        eq(planReadings.userId, userId),
        inArray(
          planReadings.planSlug,
          enrollments.map((enrollment) => enrollment.planSlug),
        ),
      ),
    )
    .orderBy(asc(planReadings.day), asc(planReadings.reading));
  return enrollments.map((enrollment) => ({
    ...enrollment,
    done: readings
      .filter((row) => row.planSlug === enrollment.planSlug)
      .map(({ day, reading, readAt }) => ({ day, reading, readAt })),
  }));
}

export async function getEnrollment(key: Key): Promise<EnrollmentRecord | undefined> {
  return (await listEnrollments(key.userId, key.slug))[0];
}

/** Starts a plan on `startedOn`; false when the member had already started it. */
export async function startEnrollment({ startedOn, ...key }: Key & { startedOn: string }) {
  const db = await getDb();
  const inserted = await db
    .insert(planEnrollments)
    .values({ userId: key.userId, planSlug: key.slug, startedOn })
    .onConflictDoNothing()
    .returning({ planSlug: planEnrollments.planSlug });
  return inserted.length > 0;
}

/** Leaves a plan and forgets its progress; false when the member was not in it. */
export async function deleteEnrollment(key: Key): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(planEnrollments)
    .where(enrollmentKey(key))
    .returning({ planSlug: planEnrollments.planSlug });
  return deleted.length > 0;
}

/**
 * Moves the day the schedule counts from; with `forgetProgress` (a restart) every reading done is
 * forgotten in the same transaction. False when the member is not in the plan.
 */
export async function moveEnrollmentStart({
  startedOn,
  forgetProgress,
  ...key
}: Key & { startedOn: string; forgetProgress: boolean }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(planEnrollments)
      .set({ startedOn, updatedAt: new Date() })
      .where(enrollmentKey(key))
      .returning({ planSlug: planEnrollments.planSlug });
    if (updated.length === 0) return false;
    if (forgetProgress) {
      await tx
        .delete(planReadings)
        .where(and(eq(planReadings.userId, key.userId), eq(planReadings.planSlug, key.slug)));
    }
    return true;
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Whether the member is in the plan, holding the row so a concurrent leave waits for the caller. */
async function holdEnrollment(tx: Transaction, key: Key): Promise<boolean> {
  const [enrollment] = await tx
    .select({ planSlug: planEnrollments.planSlug })
    .from(planEnrollments)
    .where(enrollmentKey(key))
    .for("key share");
  return Boolean(enrollment);
}

/**
 * Records readings of one day as done (a reading already done keeps its first time). False when
 * the member is not in the plan: the enrollment row is locked so a concurrent leave cannot interleave.
 */
export async function recordReadings({
  day,
  readings,
  ...key
}: Key & { day: number; readings: readonly number[] }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await holdEnrollment(tx, key))) return false;
    if (readings.length > 0) {
      await tx
        .insert(planReadings)
        .values(
          readings.map((reading) => ({ userId: key.userId, planSlug: key.slug, day, reading })),
        )
        .onConflictDoNothing();
    }
    return true;
  });
}

/** Forgets the readings of one day. False when the member is not in the plan. */
export async function forgetDay({ day, ...key }: Key & { day: number }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await holdEnrollment(tx, key))) return false;
    await tx
      .delete(planReadings)
      .where(
        and(
          eq(planReadings.userId, key.userId),
          eq(planReadings.planSlug, key.slug),
          eq(planReadings.day, day),
        ),
      );
    return true;
  });
}
