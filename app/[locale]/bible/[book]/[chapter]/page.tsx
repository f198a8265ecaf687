import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { Suspense } from "react";
import { drawBibleBreadcrumb } from "@/components/bible/bible-breadcrumb";
import { BibleSearch } from "@/components/bible/bible-search";
import { drawBookList } from "@/components/bible/book-list";
import { ChapterBookmarks } from "@/components/bible/chapter-bookmarks";
import { ChapterControls } from "@/components/bible/chapter-controls";
import { drawChapterFooterNav } from "@/components/bible/chapter-footer-nav";
import { ChapterInteractions } from "@/components/bible/chapter-interactions";
import { ChapterPending } from "@/components/bible/chapter-pending";
import { drawChapterVerses } from "@/components/bible/chapter-verses";
import { FontSizeControl } from "@/components/bible/font-size-control";
import { PlanReadingTracker } from "@/components/bible/plan-reading-tracker";
import { drawChapterHeading } from "@/components/bible/chapter-heading";
import { ReaderHead } from "@/components/bible/reader-head";
import { readerIcons } from "@/components/bible/reader-icons";
import { readerLabels } from "@/components/bible/reader-labels";
import { ScrollPanel } from "@/components/bible/scroll-panel";
import { drawTestamentLinks } from "@/components/bible/testament-links";
import { chapterJsonLd, chapterMetadata } from "@/components/bible/chapter-structured-data";
import { JsonLd } from "@/components/layout/json-ld";
import { ServerMarkup } from "@/components/layout/server-markup";
import { Button } from "@/components/ui/button";
import { ReadOfflineLink } from "@/components/offline/read-offline-link";
import { bookName, booksOfTestament, type BibleBook } from "@/lib/bible/books";
import type { ChapterText } from "@/lib/bible/chapter";
import { bookHref, chapterHref, verseHref } from "@/lib/bible/page-hrefs";
import { formatReference } from "@/lib/bible/reference";
import { getChapter, versionInfo } from "@/lib/bible/text";
import type { BibleVersion } from "@/lib/bible/versions";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { resolveChapterRoute } from "@/lib/bible/page-route";
import { chaptersToPrerender } from "@/lib/bible/prerendered-chapters";
import { handOverMarkup } from "@/lib/site/markup-handoff";

/** Chapters are rendered once, on their first request, and then served from the cache. */
export const dynamicParams = true;
export const revalidate = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  return chaptersToPrerender().map(({ book, chapter }) => ({
    book: bookName(book, locale),
    chapter: String(chapter),
  }));
}

interface ChapterPageProps {
  params: Promise<{ locale: string; book: string; chapter: string }>;
}

interface LoadedChapter {
  locale: Locale;
  book: BibleBook;
  text: ChapterText;
  version: BibleVersion;
}

async function loadChapter(params: ChapterPageProps["params"]): Promise<LoadedChapter> {
  const route = resolveChapterRoute(await params);
  if (route.kind === "not-found") notFound();
  if (route.kind === "verse-redirect") {
    const { book, chapter, verses, locale } = route;
    permanentRedirect(
      localizedPathname({ href: verseHref(book, chapter, verses, locale), locale }),
    );
  }
  if (route.kind === "redirect") {
    const target = localizedPathname({
      href: chapterHref(route.book, route.chapter, route.locale),
      locale: route.locale,
    });
    return route.permanent ? permanentRedirect(target) : redirect(target);
  }
  const text = getChapter(route.locale, route.book.id, route.chapter);
  const version = versionInfo(route.locale);
  if (!text || !version) notFound();
  return { locale: route.locale, book: route.book, text, version };
}

export async function generateMetadata({ params }: ChapterPageProps): Promise<Metadata> {
  // Only a canonical address has metadata; the page itself redirects or answers 404 (a redirect
  // thrown here too would send the Location header twice).
  if (resolveChapterRoute(await params).kind !== "chapter") return {};
  return chapterMetadata(await loadChapter(params));
}

export default async function BibleChapterPage({ params }: ChapterPageProps) {
  const { locale, book, text, version } = await loadChapter(params);
  setRequestLocale(locale);
  const chapterPath = localizedPathname({ href: chapterHref(book, text.chapter, locale), locale });
  const referencePrefix = formatReference({ book, chapter: text.chapter }, locale);
  const name = bookName(book, locale);
  const chapter = text.chapter;
  const [t, nav, share, labels, verses, bookList, testaments, footerNav] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Nav" }),
    getTranslations({ locale, namespace: "Share" }),
    readerLabels(locale),
    drawChapterVerses({ chapter: text, locale, referencePrefix, labelledBy: "chapter-title" }),
    drawBookList({ locale, current: book }),
    drawTestamentLinks({ locale, active: book.testament }),
    drawChapterFooterNav({ locale, book, chapter }),
  ]);
  const title = t("chapterTitle", { book: name, chapter });
  const icons = readerIcons();
  const breadcrumb = await drawBibleBreadcrumb({
    locale,
    items: [
      { label: t("home"), href: "/" },
      { label: nav("bible"), href: "/bible" },
      { label: name, href: bookHref(book, locale) },
      { label: `${t("chapter")} ${chapter}` },
    ],
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <ReaderHead />
      <ChapterInteractions
        labels={labels.copy}
        shareLabels={labels.share}
        chapterPath={chapterPath}
        bookId={book.id}
        chapter={chapter}
        referencePrefix={referencePrefix}
        version={version.abbreviation}
      />
      <ChapterBookmarks
        locale={locale}
        bookId={book.id}
        chapter={chapter}
        translation={version.id}
        referencePrefix={referencePrefix}
      />
      <Suspense>
        <PlanReadingTracker
          locale={locale}
          bookId={book.id}
          chapter={chapter}
          reference={referencePrefix}
        />
      </Suspense>
      <ServerMarkup
        key={chapterPath}
        id={`breadcrumb-${version.id}-${book.id}-${chapter}`}
        handoff={handOverMarkup(breadcrumb)}
        source={chapterPath}
      />
      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside>
          <ServerMarkup
            key={book.id}
            id={`reader-aside-${locale}-${book.id}`}
            className="space-y-4"
            handoff={handOverMarkup(
              <>
                {testaments}
                <ReadOfflineLink locale={locale} label={t("readOffline")} />
                <div className="hidden lg:block">{bookList}</div>
              </>,
            )}
            source={chapterPath}
          />
        </aside>
        <article aria-labelledby="chapter-title" className="min-w-0 space-y-4">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <ServerMarkup
              key={chapterPath}
              id={`heading-${version.id}-${book.id}-${chapter}`}
              className="space-y-1"
              handoff={handOverMarkup(
                drawChapterHeading({
                  title,
                  versionLine: t("versionLine", { name: version.nativeName, year: version.year }),
                  offline: labels.offline,
                  wordsOfJesus: text.wordsOfJesus.length > 0 ? t("wordsOfJesus") : null,
                }),
              )}
              source={chapterPath}
            />
            <div className="flex items-center gap-2">
              {/* Drawn here and wired up by ChapterInteractions: no component of its own to load. */}
              <Button
                variant="outline"
                size="sm"
                aria-label={share("shareChapter", { title })}
                data-share-chapter={title}
                disabled
              >
                {icons.share}
                {labels.share.share}
              </Button>
              <FontSizeControl
                labels={labels.fontSize}
                icons={{ smaller: icons.smaller, larger: icons.larger }}
              />
            </div>
          </header>
          <ChapterControls
            locale={locale}
            labels={labels.controls}
            loadingChapter={labels.loadingChapter}
            icons={{ previous: icons.previous, next: icons.next, dropdown: icons.dropdown }}
            books={booksOfTestament(book.testament).map((candidate) => ({
              id: candidate.id,
              name: bookName(candidate, locale),
            }))}
            bookId={book.id}
            chapter={chapter}
            chapterCount={book.chapters}
          />
          <BibleSearch
            locale={locale}
            labels={labels.search}
            icons={{ search: icons.search, clear: icons.clear }}
            bookId={book.id}
            chapter={chapter}
          />
          <ChapterPending spinner={icons.pending}>
            <ScrollPanel className="lg:bg-card lg:max-h-[650px] lg:overflow-y-auto lg:rounded-lg lg:border">
              <div className="py-2 lg:px-4 lg:py-4">
                <ServerMarkup
                  key={chapterPath}
                  id={`verses-${version.id}-${book.id}-${chapter}`}
                  handoff={handOverMarkup(verses)}
                  source={chapterPath}
                />
              </div>
            </ScrollPanel>
          </ChapterPending>
          <ServerMarkup
            key={chapterPath}
            id={`footer-nav-${locale}-${book.id}-${chapter}`}
            handoff={handOverMarkup(footerNav)}
            source={chapterPath}
          />
        </article>
      </div>
      <JsonLd
        data={chapterJsonLd({
          locale,
          book,
          text,
          version,
          title,
          labels: { home: t("home"), bible: nav("bible") },
        })}
      />
    </div>
  );
}
