import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { connection } from "next/server";
import { JsonLd } from "@/components/layout/json-ld";
import { PlanCard } from "@/components/plans/plan-card";
import { PlanProgressBar } from "@/components/plans/plan-progress-bar";
import { getViewer } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";
import { listCompiledPlans, planSummary } from "@/lib/plans/catalog";
import { memberPlans } from "@/lib/plans/service";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl, siteCardImages } from "@/lib/site/metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/plans">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Plans" });
  const description = metaDescription(t("metaDescription"));
  return {
    title: t("metaTitle"),
    description,
    alternates: alternates(locale, "/plans"),
    openGraph: {
      title: t("metaTitle"),
      description,
      url: pageUrl(locale, "/plans"),
      images: siteCardImages(locale),
      ...openGraphLocale(locale),
    },
  };
}

/** Every reading plan, and first the member's own with how far they have come. */
export default async function PlansPage({ params }: PageProps<"/[locale]/plans">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // A member's own plans come first, with their progress as of today.
  await connection();
  const viewer = await getViewer();
  const [t, mine] = await Promise.all([
    getTranslations("Plans"),
    viewer && !viewer.isGuest ? memberPlans(viewer.id, locale) : Promise.resolve([]),
  ]);
  const plans = listCompiledPlans().map((plan) => planSummary(plan, locale));
  const started = new Set(mine.map((item) => item.plan_slug));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground max-w-2xl">{t("intro")}</p>
      </header>
      {mine.length > 0 && (
        <section aria-labelledby="your-plans" className="mb-10 space-y-4">
          <h2 id="your-plans" className="font-serif text-2xl font-semibold">
            {t("yourPlans")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {mine.map((item) => (
              <li
                key={item.plan_slug}
                className="bg-card space-y-3 rounded-xl border p-5 shadow-xs"
              >
                <h3 className="font-serif text-lg font-semibold">{item.plan.title}</h3>
                <p className="text-muted-foreground text-sm">
                  {t("progressLine", {
                    day: item.next_day ?? item.plan.day_count,
                    total: item.plan.day_count,
                    percent: item.percent,
                  })}
                </p>
                <PlanProgressBar percent={item.percent} label={item.plan.title} />
                <Link
                  href={{ pathname: "/plans/[slug]", params: { slug: item.plan_slug } }}
                  className="text-primary inline-block text-sm font-medium hover:underline"
                  aria-label={`${t("continuePlan")}: ${item.plan.title}`}
                >
                  {t("continuePlan")}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="all-plans" className="space-y-4">
        <h2 id="all-plans" className="font-serif text-2xl font-semibold">
          {t("allPlans")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.slug}>
              <PlanCard plan={plan} locale={locale} inProgress={started.has(plan.slug)} />
            </li>
          ))}
        </ul>
      </section>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: t("metaTitle"),
          url: pageUrl(locale, "/plans"),
          inLanguage: locale,
          hasPart: plans.map((plan) => ({
            "@type": "CreativeWork",
            name: plan.title,
            url: pageUrl(locale, { pathname: "/plans/[slug]", params: { slug: plan.slug } }),
          })),
        }}
      />
    </div>
  );
}
