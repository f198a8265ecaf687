import { ArrowRight } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";
import type { PlanSummary } from "@/lib/plans/schemas";
import { PlanFacts } from "./plan-facts";

/** A plan in the list: what it reads, for how long, and whether the member is in it. */
export async function PlanCard({
  plan,
  locale,
  inProgress = false,
}: {
  plan: PlanSummary;
  locale: Locale;
  inProgress?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "Plans" });
  const href = { pathname: "/plans/[slug]" as const, params: { slug: plan.slug } };
  return (
    <article
      aria-labelledby={`plan-${plan.slug}`}
      className="bg-card flex h-full flex-col rounded-xl border p-5 shadow-xs"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`plan-${plan.slug}`} className="font-serif text-xl font-semibold">
          <Link href={href} className="hover:underline">
            {plan.title}
          </Link>
        </h3>
        {inProgress && <Badge variant="secondary">{t("inProgress")}</Badge>}
      </div>
      <p className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed">
        {plan.description}
      </p>
      <PlanFacts plan={plan} locale={locale} className="mt-4" />
      <Link
        href={href}
        className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium hover:underline"
        aria-label={`${t("openPlan")}: ${plan.title}`}
      >
        {t("openPlan")}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
