import { ArrowRight } from "@/components/icons";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { BibleBreadcrumb } from "@/components/bible/bible-breadcrumb";
import { ChapterGrid } from "@/components/bible/chapter-grid";
import { testamentLabelKey } from "@/components/bible/testament-labels";
import { JsonLd } from "@/components/layout/json-ld";
import { StepNav } from "@/components/bible/step-nav";
import { Button } from "@/components/ui/button";
import { BIBLE_BOOKS, bookName, type BibleBook } from "@/lib/bible/books";
import { bookHref, chapterHref } from "@/lib/bible/page-hrefs";
import { getChapter } from "@/lib/bible/text";
import { defaultVersion } from "@/lib/bible/versions";
import { locales, type Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { Link } from "@/lib/i18n/server-link";
import { META_DESCRIPTION_LENGTH, metaDescription } from "@/lib/site/description";
import { pageUrl, readingPageMetadata, siteCardImages } from "@/lib/site/metadata";
import { resolveBookRoute } from "@/lib/bible/page-route";

/** Book pages change only with the texts: every one is built with the site. */
export const dynamicParams = true;
export const revalidate = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  return BIBLE_BOOKS.map((book) => ({ book: bookName(book, locale) }));
}

interface BookPageProps {
  params: Promise<{ locale: string; book: string }>;
}

async function loadBook(params: BookPageProps["params"]) {
  const route = resolveBookRoute(await params);
  if (route.kind === "not-found") notFound();
  const { locale, book } = route;
  if (route.kind === "redirect") {
    permanentRedirect(localizedPathname({ href: bookHref(book, locale), locale }));
  }
  return { locale, book, version: defaultVersion(locale) };
}

function bookUrls(book: BibleBook) {
  return Object.fromEntries(
    locales.map((target) => [target, pageUrl(target, bookHref(book, target))]),
  ) as Record<Locale, string>;
}

export async function generateMetadata({ params }: BookPageProps): Promise<Metadata> {
  // Only a canonical address has metadata; the page itself redirects or answers 404 (a redirect
  // thrown here too would send the Location header twice).
  if (resolveBookRoute(await params).kind !== "book") return {};
  const { locale, book, version } = await loadBook(params);
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: "BibleBook" }),
    getTranslations({ locale, namespace: "Metadata" }),
  ]);
  const name = bookName(book, locale);
  const title = t("title", { book: name, count: book.chapters });
  const opening = getChapter(locale, book.id, 1)?.verses.join(" ") ?? "";
  const description = metaDescription(
    t("description", {
      book: name,
      count: book.chapters,
      version: version.name,
      excerpt: opening.slice(0, META_DESCRIPTION_LENGTH),
    }),
  );
  return readingPageMetadata({
    locale,
    urls: bookUrls(book),
    title,
    description,
    siteName: site("siteName"),
    openGraph: { type: "website", images: siteCardImages(locale) },
  });
}

export default async function BibleBookPage({ params }: BookPageProps) {
  const { locale, book, version } = await loadBook(params);
  setRequestLocale(locale);
  const [t, bible, nav] = await Promise.all([
    getTranslations({ locale, namespace: "BibleBook" }),
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Nav" }),
  ]);
  const name = bookName(book, locale);
  const previous = BIBLE_BOOKS[book.number - 2];
  const next = BIBLE_BOOKS[book.number];
  const url = bookUrls(book)[locale];
  const bibleUrl = pageUrl(locale, "/bible");

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <BibleBreadcrumb
        locale={locale}
        items={[
          { label: bible("home"), href: "/" },
          { label: nav("bible"), href: "/bible" },
          { label: name },
        ]}
      />
      <header className="mb-8 space-y-2">
        <p className="text-muted-foreground text-sm font-medium">
          {bible(testamentLabelKey(book.testament))}
        </p>
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{name}</h1>
        <p className="text-muted-foreground text-sm">
          {bible("chapterCount", { count: book.chapters })} ·{" "}
          {bible("versionLine", { name: version.nativeName, year: version.year })}
        </p>
        <Button asChild className="mt-2">
          <Link href={chapterHref(book, 1, locale)} prefetch={false}>
            {t("startReading")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </header>
      <section className="space-y-3">
        <h2 id="chapters-heading" className="font-serif text-2xl font-semibold">
          {t("chapters")}
        </h2>
        <ChapterGrid locale={locale} book={book} labelledBy="chapters-heading" />
      </section>
      <StepNav
        label={t("otherBooks")}
        className="mt-10"
        previous={
          previous && {
            href: bookHref(previous, locale),
            label: t("previousBook", { book: bookName(previous, locale) }),
          }
        }
        next={
          next && {
            href: bookHref(next, locale),
            label: t("nextBook", { book: bookName(next, locale) }),
          }
        }
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "Book",
              "@id": `${url}#book`,
              name,
              position: book.number,
              url,
              inLanguage: locale,
              isPartOf: {
                "@type": "Book",
                "@id": `${bibleUrl}#bible`,
                name: version.nativeName,
                bookEdition: version.name,
                url: bibleUrl,
              },
              hasPart: Array.from({ length: book.chapters }, (_, index) => ({
                "@type": "Chapter",
                position: index + 1,
                name: bible("chapterTitle", { book: name, chapter: index + 1 }),
                url: pageUrl(locale, chapterHref(book, index + 1, locale)),
              })),
            },
            {
              "@type": "BreadcrumbList",
              itemListElement: [
                {
                  "@type": "ListItem",
                  position: 1,
                  name: bible("home"),
                  item: pageUrl(locale, "/"),
                },
                { "@type": "ListItem", position: 2, name: nav("bible"), item: bibleUrl },
                { "@type": "ListItem", position: 3, name, item: url },
              ],
            },
          ],
        }}
      />
    </div>
  );
}
