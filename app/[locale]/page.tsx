import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
// /auth sits outside the language routes.
import NextLink from "next/link";
import { FeatureGrid } from "@/components/landing/feature-grid";
import { Testimonials } from "@/components/landing/testimonials";
import { VerseOfTheDayCard } from "@/components/landing/verse-of-the-day-card";
import { JsonLd } from "@/components/layout/json-ld";
import { Button } from "@/components/ui/button";
import { siteUrl } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { Link } from "@/lib/i18n/server-link";
import { verseOfTheDay } from "@/lib/landing/verse-of-the-day";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl } from "@/lib/site/metadata";

// The verse of the day changes at midnight East Africa Time: rebuilding the page every five
// minutes keeps a reader from seeing yesterday's verse for long, at the cost of one cheap render.
export const revalidate = 300;

/** `/favicon.ico` and other stray files reach this route with a "locale" that is none. */
async function pageLocale(params: PageProps<"/[locale]">["params"]): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Landing" });
  const site = await getTranslations({ locale, namespace: "Metadata" });
  const description = metaDescription(t("metaDescription"));
  return {
    title: { absolute: t("metaTitle") },
    description,
    alternates: alternates(locale, "/"),
    openGraph: {
      type: "website",
      siteName: site("siteName"),
      title: t("metaTitle"),
      description,
      url: pageUrl(locale, "/"),
      ...openGraphLocale(locale),
    },
    twitter: {
      card: "summary_large_image",
      title: t("metaTitle"),
      description,
    },
  };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations("Landing");
  const site = await getTranslations("Metadata");
  const verse = verseOfTheDay(locale);
  const origin = siteUrl();

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "WebSite",
              "@id": `${origin}/#website`,
              name: site("siteName"),
              url: pageUrl(locale, "/"),
              inLanguage: locale,
              description: metaDescription(t("metaDescription")),
              publisher: { "@id": `${origin}/#organization` },
              potentialAction: {
                "@type": "SearchAction",
                target: {
                  "@type": "EntryPoint",
                  urlTemplate: `${origin}${localizedPathname({ locale, href: "/bible" })}?search={search_term_string}`,
                },
                "query-input": "required name=search_term_string",
              },
            },
            {
              "@type": "Organization",
              "@id": `${origin}/#organization`,
              name: site("siteName"),
              url: origin,
              logo: `${origin}/icon.svg`,
            },
          ],
        }}
      />
      <section className="from-secondary/60 to-background relative overflow-hidden border-b bg-gradient-to-b">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="text-accent-foreground text-sm font-semibold tracking-wide uppercase">
              {t("heroEyebrow")}
            </p>
            <h1 className="mt-3 font-serif text-4xl leading-tight font-semibold text-balance sm:text-5xl">
              {t("heroTitle")}
            </h1>
            <p className="text-muted-foreground mt-5 max-w-xl text-lg leading-relaxed">
              {t("heroSubtitle")}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href="/bible">{t("openBible")}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/ai-chat">{t("chatWithAi")}</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link href="/upgrade">{t("upgrade")}</Link>
              </Button>
            </div>
          </div>
          <VerseOfTheDayCard verse={verse} />
        </div>
      </section>
      <FeatureGrid />
      <Testimonials />
      <section
        aria-labelledby="cta-title"
        className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6"
      >
        <h2 id="cta-title" className="font-serif text-3xl font-semibold">
          {t("ctaTitle")}
        </h2>
        <p className="text-muted-foreground mt-3">{t("ctaSubtitle")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/bible">{t("ctaPrimary")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <NextLink href="/auth?mode=signup">{t("ctaSecondary")}</NextLink>
          </Button>
        </div>
      </section>
    </>
  );
}
