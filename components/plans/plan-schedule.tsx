import { Check, ChevronLeft, ChevronRight } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { Enrollment, PlanDay } from "@/lib/plans/schemas";
import { DayDoneToggle } from "./day-done-toggle";

/** Days shown at once: a long plan's page stays light on a phone. */
export const SCHEDULE_WINDOW = 14;

/** The first day of the window that holds `day`. */
export function windowStart(day: number, total: number): number {
  const clamped = Math.min(Math.max(Math.trunc(day) || 1, 1), total);
  return Math.floor((clamped - 1) / SCHEDULE_WINDOW) * SCHEDULE_WINDOW + 1;
}

/**
 * Two weeks of a plan's days, with links to the weeks before and after; a member in the plan ticks
 * days off here.
 */
export async function PlanSchedule({
  slug,
  days,
  from,
  pagePath,
  locale,
  enrollment,
}: {
  slug: string;
  days: PlanDay[];
  /** The window's first day (see `windowStart`). */
  from: number;
  /** The plan page's path, for the links to other days. */
  pagePath: string;
  locale: Locale;
  enrollment: Enrollment | null;
}) {
  const t = await getTranslations({ locale, namespace: "Plans" });
  const completed = new Set(enrollment?.completed_days ?? []);
  const shown = days.slice(from - 1, from - 1 + SCHEDULE_WINDOW);
  const to = shown.at(-1)!.day;
  const earlier = from > 1 ? from - SCHEDULE_WINDOW : null;
  const later = to < days.length ? to + 1 : null;
  const windowLink = (start: number) => `${pagePath}?from=${start}#plan-schedule`;
  return (
    <section aria-labelledby="plan-schedule" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-schedule" className="scroll-mt-24 font-serif text-2xl font-semibold">
          {t("scheduleTitle")}
        </h2>
        {days.length > SCHEDULE_WINDOW && (
          <p className="text-muted-foreground text-sm">{t("daysRange", { from, to })}</p>
        )}
      </div>
      <ol className="divide-y rounded-xl border">
        {shown.map(({ day, heading, readings }) => (
          <li key={day} id={`day-${day}`} className="flex items-start gap-3 px-4 py-3">
            {enrollment && (
              <span className="pt-0.5">
                <DayDoneToggle slug={slug} day={day} done={completed.has(day)} />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">
                {t("dayLabel", { day })}
                {heading && <span className="font-normal">: {heading}</span>}
                {completed.has(day) && (
                  <span className="text-primary ml-2 inline-flex items-center gap-1 text-xs font-medium">
                    <Check aria-hidden className="size-3.5" />
                    {t("dayRead")}
                  </span>
                )}
              </p>
              <p className="text-sm">
                {readings.map((reading, index) => (
                  <span key={index}>
                    {index > 0 && ", "}
                    <a href={reading.href} className="text-primary hover:underline">
                      {reading.label}
                    </a>
                  </span>
                ))}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {(earlier !== null || later !== null) && (
        <nav aria-label={t("scheduleTitle")} className="flex justify-between gap-3 text-sm">
          {earlier !== null ? (
            <a
              href={windowLink(earlier)}
              className="text-primary inline-flex items-center gap-1 hover:underline"
            >
              <ChevronLeft aria-hidden className="size-4" />
              {t("daysRange", { from: earlier, to: from - 1 })}
            </a>
          ) : (
            <span />
          )}
          {later !== null && (
            <a
              href={windowLink(later)}
              className="text-primary inline-flex items-center gap-1 hover:underline"
            >
              {t("daysRange", {
                from: later,
                to: Math.min(later + SCHEDULE_WINDOW - 1, days.length),
              })}
              <ChevronRight aria-hidden className="size-4" />
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
