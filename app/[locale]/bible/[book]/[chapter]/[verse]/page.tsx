import { BookOpen, Copy, Share2 } from "@/components/icons";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { BibleBreadcrumb } from "@/components/bible/bible-breadcrumb";
import { JsonLd } from "@/components/layout/json-ld";
import { StepNav } from "@/components/bible/step-nav";
import { verseSharingLabels } from "@/components/bible/reader-labels";
import { VersePageActions } from "@/components/bible/verse-page-actions";
import { Button } from "@/components/ui/button";
import { bookName, getBookById, type BibleBook } from "@/lib/bible/books";
import { bookHref, chapterHref, verseHref } from "@/lib/bible/page-hrefs";
import { formatReference } from "@/lib/bible/reference";
import { getVerses, type QuotedVerses } from "@/lib/bible/text";
import { isSingleVerse, type VerseRange } from "@/lib/bible/verse-range";
import { defaultVersion, type BibleVersion } from "@/lib/bible/versions";
import { locales, type Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { metaDescription } from "@/lib/site/description";
import { pageUrl, readingPageMetadata } from "@/lib/site/metadata";
import { resolveVerseRoute } from "@/lib/bible/page-route";

/** Like chapters: rendered once, on the first request, then served from the cache. */
export const dynamicParams = true;
export const revalidate = false;

/** The verses shared most, prerendered at build time in both languages. */
const PRERENDERED_VERSES: ReadonlyArray<[bookId: string, chapter: number, verse: string]> = [
  ["John", 3, "16"],
  ["Ps", 23, "1"],
  ["Rom", 8, "28"],
];

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  return PRERENDERED_VERSES.flatMap(([bookId, chapter, verse]) => {
    const book = getBookById(bookId);
    return book ? [{ book: bookName(book, locale), chapter: String(chapter), verse }] : [];
  });
}

interface VersePageProps {
  params: Promise<{ locale: string; book: string; chapter: string; verse: string }>;
}

interface LoadedVerses {
  locale: Locale;
  book: BibleBook;
  range: VerseRange;
  quoted: QuotedVerses;
  version: BibleVersion;
}

async function loadVerses(params: VersePageProps["params"]): Promise<LoadedVerses> {
  const route = resolveVerseRoute(await params);
  if (route.kind === "not-found") notFound();
  const { locale, book, chapter, verses: range } = route;
  if (route.kind === "redirect") {
    permanentRedirect(localizedPathname({ href: verseHref(book, chapter, range, locale), locale }));
  }
  const quoted = getVerses(locale, book.id, chapter, range);
  if (!quoted) notFound();
  return { locale, book, range, quoted, version: defaultVersion(locale) };
}

function reference({ book, range, quoted }: LoadedVerses, locale: Locale) {
  return formatReference(
    { book, chapter: quoted.chapter.chapter, verseStart: range.start, verseEnd: range.end },
    locale,
  );
}

/** The page's address in each language whose text has these verses (numbering can differ). */
function verseUrls({ book, range, quoted }: LoadedVerses) {
  const chapter = quoted.chapter.chapter;
  return Object.fromEntries(
    locales
      .filter((target) => getVerses(target, book.id, chapter, range))
      .map((target) => [target, pageUrl(target, verseHref(book, chapter, range, target))]),
  ) as Partial<Record<Locale, string>>;
}

const quotationText = (quoted: QuotedVerses) => quoted.verses.map(({ text }) => text).join(" ");

export async function generateMetadata({ params }: VersePageProps): Promise<Metadata> {
  // Only a canonical address has metadata; the page itself redirects or answers 404 (a redirect
  // thrown here too would send the Location header twice).
  if (resolveVerseRoute(await params).kind !== "verse") return {};
  const loaded = await loadVerses(params);
  const { locale, version } = loaded;
  const site = await getTranslations({ locale, namespace: "Metadata" });
  const title = reference(loaded, locale);
  const description = metaDescription(quotationText(loaded.quoted));
  return readingPageMetadata({
    locale,
    urls: verseUrls(loaded),
    title,
    description,
    siteName: site("siteName"),
    openGraph: {
      type: "article",
      title: `${title} (${version.abbreviation})`,
      section: bookName(loaded.book, locale),
    },
  });
}

export default async function BibleVersePage({ params }: VersePageProps) {
  const loaded = await loadVerses(params);
  const { locale, book, range, quoted, version } = loaded;
  setRequestLocale(locale);
  const [t, bible, nav, common, share, sharing] = await Promise.all([
    getTranslations({ locale, namespace: "BibleVerse" }),
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Nav" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "Share" }),
    verseSharingLabels(locale),
  ]);
  const chapter = quoted.chapter.chapter;
  const name = bookName(book, locale);
  const title = reference(loaded, locale);
  const chapterTitle = bible("chapterTitle", { book: name, chapter });
  const chapterVerseCount = quoted.chapter.verses.length;
  const neighbour = (verse: number) => ({
    href: verseHref(book, chapter, { start: verse, end: verse }, locale),
    reference: formatReference({ book, chapter, verseStart: verse }, locale),
  });
  const previous = range.start > 1 ? neighbour(range.start - 1) : null;
  const next = range.end < chapterVerseCount ? neighbour(range.end + 1) : null;
  const url = pageUrl(locale, verseHref(book, chapter, range, locale));
  const chapterUrl = pageUrl(locale, chapterHref(book, chapter, locale));

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <BibleBreadcrumb
        locale={locale}
        items={[
          { label: bible("home"), href: "/" },
          { label: nav("bible"), href: "/bible" },
          { label: name, href: bookHref(book, locale) },
          { label: `${bible("chapter")} ${chapter}`, href: chapterHref(book, chapter, locale) },
          { label: title },
        ]}
      />
      <article aria-labelledby="verse-title" className="space-y-6">
        <header className="space-y-1">
          <h1 id="verse-title" className="font-serif text-3xl font-semibold sm:text-4xl">
            {title}
          </h1>
          <p className="text-muted-foreground text-sm">
            {bible("versionLine", { name: version.nativeName, year: version.year })}
          </p>
        </header>
        <blockquote
          cite={chapterUrl}
          lang={locale}
          className="border-primary bg-accent/40 rounded-xl border-l-4 p-6 font-serif text-xl leading-relaxed sm:text-2xl"
        >
          {quoted.verses.map(({ verse, text }) => (
            <p key={verse} id={`v${verse}`} className="not-first:mt-3">
              {!isSingleVerse(range) && (
                <sup className="text-muted-foreground mr-1 font-sans text-xs font-semibold">
                  {verse}
                </sup>
              )}
              {text}
            </p>
          ))}
        </blockquote>
        <VersePageActions
          reference={title}
          text={quotationText(quoted)}
          version={version.abbreviation}
          labels={{
            copy: common("copy"),
            share: share("share"),
            copyVerse: bible("copyVerse", { reference: title }),
            shareVerse: share("shareVerse", { reference: title }),
            copied: sharing.copy,
            shared: sharing.share,
          }}
          icons={{ copy: <Copy aria-hidden />, share: <Share2 aria-hidden /> }}
        />
        <Button asChild size="lg">
          {/* A full page load, so the browser marks the verse as the chapter's :target. */}
          <a
            href={`${localizedPathname({ href: chapterHref(book, chapter, locale), locale })}#v${range.start}`}
          >
            <BookOpen aria-hidden />
            {t("readChapter", { book: name, chapter })}
          </a>
        </Button>
        <StepNav
          label={t("otherVerses")}
          previous={
            previous && {
              href: previous.href,
              label: t("previousVerse", { reference: previous.reference }),
            }
          }
          next={next && { href: next.href, label: t("nextVerse", { reference: next.reference }) }}
        />
      </article>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "Quotation",
              "@id": `${url}#quotation`,
              name: title,
              text: quotationText(quoted),
              url,
              inLanguage: locale,
              isPartOf: {
                "@type": "Chapter",
                "@id": `${chapterUrl}#chapter`,
                name: chapterTitle,
                position: chapter,
                url: chapterUrl,
                isPartOf: {
                  "@type": "Book",
                  "@id": `${pageUrl(locale, bookHref(book, locale))}#book`,
                  name,
                  bookEdition: version.name,
                },
              },
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
                {
                  "@type": "ListItem",
                  position: 2,
                  name: nav("bible"),
                  item: pageUrl(locale, "/bible"),
                },
                {
                  "@type": "ListItem",
                  position: 3,
                  name,
                  item: pageUrl(locale, bookHref(book, locale)),
                },
                { "@type": "ListItem", position: 4, name: chapterTitle, item: chapterUrl },
                { "@type": "ListItem", position: 5, name: title, item: url },
              ],
            },
          ],
        }}
      />
    </div>
  );
}
