import { CalendarDays, Clock } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { PlanSummary } from "@/lib/plans/schemas";

/** A plan's length and daily reading time. */
export async function PlanFacts({
  plan,
  locale,
  className = "",
}: {
  plan: PlanSummary;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: "Plans" });
  return (
    <p className={`text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        {t("days", { count: plan.day_count })}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {t("minutesADay", { minutes: plan.minutes_a_day })}
      </span>
    </p>
  );
}
