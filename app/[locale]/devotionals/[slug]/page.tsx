import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { DevotionalArticle } from "@/components/devotionals/devotional-article";
import { LockedDevotional } from "@/components/devotionals/locked-devotional";
import { getViewer } from "@/lib/auth/session";
import { devotionalsFor } from "@/lib/devotionals/access";
import { findDevotional } from "@/lib/devotionals/content";
import type { Locale } from "@/lib/i18n/locales";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl } from "@/lib/site/metadata";

type Props = PageProps<"/[locale]/devotionals/[slug]">;

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const devotional = findDevotional(slug);
  if (!devotional) return {};
  const { title, reflection } = devotional.source[locale];
  const description = metaDescription(plain(reflection));
  const href = { pathname: "/devotionals/[slug]" as const, params: { slug } };
  return {
    title,
    description,
    alternates: alternates(locale, href),
    openGraph: {
      type: "article",
      title,
      description,
      url: pageUrl(locale, href),
      // No `images`: Next adds this page's own card, ./opengraph-image.tsx, only when none is set.
      ...openGraphLocale(locale),
    },
    twitter: { card: "summary_large_image" },
  };
}

/** A devotional the reader's plan includes, or its title and passage with the way to premium. */
export default async function DevotionalPage({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const devotional = findDevotional(slug);
  if (!devotional) notFound();
  await connection();
  const view = await devotionalsFor(await getViewer());
  const dated = view.readable.find((entry) => entry.devotional.slug === slug);
  const t = await getTranslations("Devotionals");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
      {dated ? (
        <DevotionalArticle devotional={devotional} locale={locale} date={dated.date} />
      ) : (
        <LockedDevotional
          devotional={devotional}
          locale={locale}
          current={view.readable[0].devotional}
          currentLabel={t("weekLink")}
        />
      )}
    </div>
  );
}
