import { Flame, PartyPopper } from "@/components/icons";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { Enrollment, PlanDetail } from "@/lib/plans/schemas";
import { EnrolledPlanActions } from "./plan-actions";
import { PlanProgressBar } from "./plan-progress-bar";

/** A member's place in the plan: progress, streak, the day to read now, and catching up. */
export async function MemberPlanPanel({
  plan,
  enrollment,
  locale,
}: {
  plan: PlanDetail;
  enrollment: Enrollment;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Plans" });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${enrollment.started_on}T00:00:00Z`),
  );
  const readingDay = enrollment.next_day === null ? null : plan.days[enrollment.next_day - 1];
  const isToday = enrollment.next_day === enrollment.today_day;
  return (
    <section
      aria-labelledby="member-plan"
      className="bg-card space-y-5 rounded-xl border p-5 sm:p-6"
    >
      <h2 id="member-plan" className="sr-only">
        {t("progressLabel")}
      </h2>
      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">
            {t("completedDays", { done: enrollment.completed_days.length, total: plan.day_count })}
          </span>
          <span className="text-muted-foreground inline-flex items-center gap-1">
            <Flame aria-hidden className="size-4 text-orange-500" />
            {t("streak", { count: enrollment.streak })}
          </span>
        </div>
        <PlanProgressBar percent={enrollment.percent} label={t("progressLabel")} />
        <p className="text-muted-foreground text-xs">{t("startedOn", { date })}</p>
      </div>

      {readingDay ? (
        <div className="space-y-2" data-testid="plan-next-day">
          <h3 className="font-serif text-xl font-semibold">
            {t(isToday ? "todayReadings" : "nextReadings", { day: readingDay.day })}
          </h3>
          {readingDay.heading && <p className="text-muted-foreground">{readingDay.heading}</p>}
          <ul className="flex flex-wrap gap-2">
            {readingDay.readings.map((reading, index) => {
              const done = enrollment.partial_days[String(readingDay.day)]?.includes(index);
              return (
                <li key={index}>
                  <NextLink
                    href={reading.href}
                    className="bg-primary/10 text-primary hover:bg-primary/15 inline-flex rounded-md px-3 py-1.5 text-sm font-medium"
                    data-done={done || undefined}
                  >
                    {reading.label}
                    {done && <span className="sr-only"> ({t("dayRead")})</span>}
                    {done && <span aria-hidden> ✓</span>}
                  </NextLink>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <PartyPopper aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("finished")}</p>
            <p className="text-muted-foreground text-sm">{t("finishedHint")}</p>
          </div>
        </div>
      )}

      {enrollment.days_behind > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-medium">{t("behind", { count: enrollment.days_behind })}</p>
          <p>{t("catchUpHint")}</p>
        </div>
      )}
      <EnrolledPlanActions slug={plan.slug} behind={enrollment.days_behind > 0} />
    </section>
  );
}
