import { ArrowLeft } from "@/components/icons";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { JsonLd } from "@/components/layout/json-ld";
import { PageMessages } from "@/components/layout/page-messages";
import { MemberPlanPanel } from "@/components/plans/member-plan-panel";
import { PlanFacts } from "@/components/plans/plan-facts";
import { StartPlanButton } from "@/components/plans/plan-actions";
import { PlanSchedule, windowStart } from "@/components/plans/plan-schedule";
import { Button } from "@/components/ui/button";
import { authPath } from "@/lib/auth/return-path";
import { getViewer } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { Link } from "@/lib/i18n/server-link";
import { findCompiledPlan, planDetail } from "@/lib/plans/catalog";
import { getEnrollment } from "@/lib/plans/queries";
import { enrollmentView } from "@/lib/plans/service";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl } from "@/lib/site/metadata";

type Props = PageProps<"/[locale]/plans/[slug]">;

const hrefOf = (slug: string) => ({ pathname: "/plans/[slug]" as const, params: { slug } });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const plan = findCompiledPlan(slug);
  if (!plan) return {};
  const { title, description } = plan[locale];
  return {
    title,
    description: metaDescription(description),
    alternates: alternates(locale, hrefOf(slug)),
    openGraph: {
      title,
      description: metaDescription(description),
      url: pageUrl(locale, hrefOf(slug)),
      // No `images`: Next adds this page's own card, ./opengraph-image.tsx, only when none is set.
      ...openGraphLocale(locale),
    },
    twitter: { card: "summary_large_image" },
  };
}

/** A reading plan: its days for everyone; for a member in it, their place and progress too. */
export default async function PlanPage({ params, searchParams }: Props) {
  const { locale: raw, slug } = await params;
  const { from } = await searchParams;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const compiled = findCompiledPlan(slug);
  if (!compiled) notFound();
  // What the member has read, and which day is today's, change with every visit.
  await connection();
  const viewer = await getViewer();
  const member = viewer && !viewer.isGuest ? viewer : null;
  const [t, record] = await Promise.all([
    getTranslations("Plans"),
    member ? getEnrollment({ userId: member.id, slug }) : Promise.resolve(undefined),
  ]);
  const plan = planDetail(compiled, locale);
  const enrollment = record ? enrollmentView(compiled, record) : null;
  const returnTo = localizedPathname({ href: hrefOf(slug), locale });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
      <Link
        href="/plans"
        className="text-muted-foreground hover:text-foreground mb-6 inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("backToPlans")}
      </Link>
      <header className="mb-6 space-y-3">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{plan.title}</h1>
        <p className="text-muted-foreground leading-relaxed">{plan.description}</p>
        <PlanFacts plan={plan} locale={locale} />
      </header>
      <PageMessages namespaces={["PlanActions"]}>
        <div className="mb-10">
          {enrollment ? (
            <MemberPlanPanel plan={plan} enrollment={enrollment} locale={locale} />
          ) : member ? (
            <StartPlanButton slug={slug} />
          ) : viewer ? (
            <div className="bg-primary/5 space-y-3 rounded-xl border p-5">
              <p className="text-sm">{t("guestNote")}</p>
              <Button asChild variant="outline">
                <a href={authPath(returnTo, "signup")}>{t("createAccount")}</a>
              </Button>
            </div>
          ) : (
            <Button asChild>
              <a href={authPath(returnTo)}>{t("signInToStart")}</a>
            </Button>
          )}
        </div>
        <PlanSchedule
          slug={slug}
          days={plan.days}
          from={windowStart(
            typeof from === "string" ? Number(from) : (enrollment?.next_day ?? 1),
            plan.day_count,
          )}
          pagePath={returnTo}
          locale={locale}
          enrollment={enrollment}
        />
      </PageMessages>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CreativeWork",
          name: plan.title,
          description: plan.description,
          url: pageUrl(locale, hrefOf(slug)),
          inLanguage: locale,
          timeRequired: `P${plan.day_count}D`,
        }}
      />
    </div>
  );
}
