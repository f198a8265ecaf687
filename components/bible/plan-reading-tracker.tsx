"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { verseListElement, verseRow } from "./verse-dom";

export interface PlanTrackerLabels {
  /** "John 3 marked as read in your plan." */
  marked: string;
  /** With "{day}". */
  dayComplete: string;
  /** With "{reference}". */
  nextReading: string;
  backToPlan: string;
  /** The plan page's path with "__plan__" for its slug. */
  planPath: string;
}

const PLAN_SLUG = /^[a-z0-9-]{1,60}$/;

/**
 * On a chapter opened from a reading plan (`?plan=…&day=…`, and `to=` for a passage), tells the
 * server once the member has read to the end of the reading. Chapters opened any other way load
 * nothing more.
 */
export function PlanReadingTracker({
  bookId,
  chapter,
  labels,
}: {
  bookId: string;
  chapter: number;
  labels: PlanTrackerLabels;
}) {
  // Read through the router: after a client-side navigation the address may change after mount.
  const query = useSearchParams();
  useEffect(() => {
    const plan = query.get("plan") ?? "";
    const day = Number(query.get("day"));
    if (!PLAN_SLUG.test(plan) || !Number.isInteger(day) || day < 1) return;
    const end = verseRow(Number(query.get("to"))) ?? verseListElement()?.lastElementChild;
    if (!end) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import("./plan-reading-report").then(({ reportPlanReading }) =>
        reportPlanReading({ plan, day, bookId, chapter, labels }),
      );
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [bookId, chapter, labels, query]);
  return null;
}
