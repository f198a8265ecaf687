import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { BibleBreadcrumb } from "@/components/bible/bible-breadcrumb";
import { BibleSearch } from "@/components/bible/bible-search";
import { readerIcons } from "@/components/bible/reader-icons";
import { readerLabels } from "@/components/bible/reader-labels";
import { BooksGrid, TestamentScript } from "@/components/bible/books-grid";
import { TestamentTabs } from "@/components/bible/testament-tabs";
import { JsonLd } from "@/components/layout/json-ld";
import { ReadOfflineLink } from "@/components/offline/read-offline-link";
import { BIBLE_BOOKS, bookName } from "@/lib/bible/books";
import { bookHref } from "@/lib/bible/page-hrefs";
import { defaultVersion } from "@/lib/bible/versions";
import type { Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { metaDescription } from "@/lib/site/description";
import { pageUrl, pageUrls, readingPageMetadata, siteCardImages } from "@/lib/site/metadata";

interface BooksPageProps {
  params: Promise<{ locale: string }>;
}

function localeFrom(value: string): Locale {
  if (!hasLocale(routing.locales, value)) notFound();
  return value;
}

export async function generateMetadata({ params }: BooksPageProps): Promise<Metadata> {
  const locale = localeFrom((await params).locale);
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Metadata" }),
  ]);
  const title = t("holyBible");
  const description = metaDescription(
    t("booksPageDescription", { version: defaultVersion(locale).name }),
  );
  return readingPageMetadata({
    locale,
    urls: pageUrls("/bible"),
    title,
    description,
    siteName: site("siteName"),
    openGraph: { type: "website", images: siteCardImages(locale) },
  });
}

export default async function BibleBooksPage({ params }: BooksPageProps) {
  const locale = localeFrom((await params).locale);
  setRequestLocale(locale);
  const [t, nav, labels] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Nav" }),
    readerLabels(locale),
  ]);
  const version = defaultVersion(locale);
  const icons = readerIcons();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <BibleBreadcrumb
        locale={locale}
        items={[{ label: t("home"), href: "/" }, { label: nav("bible") }]}
      />
      <header className="mb-6 space-y-2">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("holyBible")}</h1>
        <p className="text-muted-foreground text-sm">
          {t("versionLine", { name: version.nativeName, year: version.year })}
        </p>
        <p className="text-lg">{t("selectBookPrompt")}</p>
        <p className="text-muted-foreground">{t("booksPageIntro")}</p>
        <ReadOfflineLink locale={locale} label={t("readOffline")} />
      </header>
      <div className="mb-8 max-w-2xl">
        <BibleSearch
          locale={locale}
          labels={labels.search}
          icons={{ search: icons.search, clear: icons.clear }}
        />
      </div>
      <TestamentTabs labels={labels.testaments}>
        <TestamentScript />
        <BooksGrid locale={locale} />
      </TestamentTabs>
      <JsonLd data={booksPageJsonLd(locale, t("holyBible"), t("home"), nav("bible"), version)} />
    </div>
  );
}

function booksPageJsonLd(
  locale: Locale,
  title: string,
  homeLabel: string,
  bibleLabel: string,
  version: ReturnType<typeof defaultVersion>,
) {
  const url = pageUrl(locale, "/bible");
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Book",
        "@id": `${url}#bible`,
        name: title,
        alternateName: version.nativeName,
        bookEdition: version.name,
        datePublished: String(version.year),
        inLanguage: locale,
        url,
        hasPart: BIBLE_BOOKS.map((book) => ({
          "@type": "Book",
          name: bookName(book, locale),
          position: book.number,
          url: pageUrl(locale, bookHref(book, locale)),
        })),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: homeLabel, item: pageUrl(locale, "/") },
          { "@type": "ListItem", position: 2, name: bibleLabel, item: url },
        ],
      },
    ],
  };
}
