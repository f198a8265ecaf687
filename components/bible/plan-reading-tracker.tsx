"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { verseListElement, verseRow } from "./verse-dom";

const PLAN_SLUG = /^[a-z0-9-]{1,60}$/;

/**
 * On a chapter opened from a reading plan (`?plan=…&day=…`, and `to=` for a passage), tells the
 * server once the member has read to the end of the reading. Chapters opened any other way load
 * nothing more.
 */
export function PlanReadingTracker({
  locale,
  bookId,
  chapter,
  reference,
}: {
  locale: Locale;
  bookId: string;
  chapter: number;
  /** "John 3". */
  reference: string;
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
        reportPlanReading({ plan, day, locale, bookId, chapter, reference }),
      );
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [locale, bookId, chapter, reference, query]);
  return null;
}
