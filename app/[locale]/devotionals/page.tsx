import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { connection } from "next/server";
import { DevotionalCard } from "@/components/devotionals/devotional-card";
import { UpgradeNote } from "@/components/devotionals/upgrade-note";
import { JsonLd } from "@/components/layout/json-ld";
import { getViewer } from "@/lib/auth/session";
import { devotionalsFor } from "@/lib/devotionals/access";
import type { Locale } from "@/lib/i18n/locales";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl, siteCardImages } from "@/lib/site/metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/devotionals">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Devotionals" });
  const description = metaDescription(t("metaDescription"));
  return {
    title: t("metaTitle"),
    description,
    alternates: alternates(locale, "/devotionals"),
    openGraph: {
      title: t("metaTitle"),
      description,
      url: pageUrl(locale, "/devotionals"),
      images: siteCardImages(locale),
      ...openGraphLocale(locale),
    },
  };
}

/** Today's devotional (this week's, without premium) first, then the earlier ones. */
export default async function DevotionalsPage({ params }: PageProps<"/[locale]/devotionals">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // Which devotional is today's depends on the date, and what a reader may open on their plan.
  await connection();
  const [t, view] = await Promise.all([
    getTranslations("Devotionals"),
    getViewer().then((viewer) => devotionalsFor(viewer)),
  ]);
  const [current, ...earlier] = view.readable;
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground max-w-2xl">
          {view.premium ? t("introPremium") : t("introFree")}
        </p>
      </header>
      <section aria-labelledby="current-devotional" className="space-y-3">
        <h2 id="current-devotional" className="text-sm font-semibold tracking-wide uppercase">
          {view.premium ? t("todayLabel") : t("weekLabel")}
        </h2>
        <DevotionalCard
          devotional={current.devotional}
          locale={locale}
          dateLabel={formatDate(current.date)}
          readLabel={t("readDevotional")}
          featured
        />
      </section>
      {!view.premium && <UpgradeNote locale={locale} className="mt-8" />}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-devotionals" className="mt-10 space-y-4">
          <h2 id="earlier-devotionals" className="font-serif text-2xl font-semibold">
            {t("archiveTitle")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {earlier.map(({ devotional, date }) => (
              <li key={devotional.slug}>
                <DevotionalCard
                  devotional={devotional}
                  locale={locale}
                  dateLabel={formatDate(date)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: t("metaTitle"),
          url: pageUrl(locale, "/devotionals"),
          inLanguage: locale,
        }}
      />
    </div>
  );
}
