/** What crawlers and link previews read of a chapter page besides the page itself. */
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { bookName, type BibleBook } from "@/lib/bible/books";
import type { ChapterText } from "@/lib/bible/chapter";
import { bookHref, chapterHref } from "@/lib/bible/page-hrefs";
import type { BibleVersion } from "@/lib/bible/versions";
import { locales, type Locale } from "@/lib/i18n/locales";
import { META_DESCRIPTION_LENGTH, metaDescription } from "@/lib/site/description";
import { pageUrl, readingPageMetadata } from "@/lib/site/metadata";

/** The chapter a page shows, in its language and Bible. */
interface ChapterOnPage {
  locale: Locale;
  book: BibleBook;
  text: ChapterText;
  version: BibleVersion;
}

/** The chapter's address in every language, each with the book named in that language. */
function chapterUrls(book: BibleBook, chapter: number) {
  return Object.fromEntries(
    locales.map((target) => [target, pageUrl(target, chapterHref(book, chapter, target))]),
  ) as Record<Locale, string>;
}

/** Enough of the chapter's opening to fill the description, which is then cut at a word. */
function opening(text: ChapterText): string {
  return text.verses.join(" ").slice(0, META_DESCRIPTION_LENGTH);
}

/** The chapter page's title, description, addresses in both languages and link preview. */
export async function chapterMetadata({
  locale,
  book,
  text,
  version,
}: ChapterOnPage): Promise<Metadata> {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Metadata" }),
  ]);
  const name = bookName(book, locale);
  const title = t("chapterTitle", { book: name, chapter: text.chapter });
  const description = metaDescription(
    t("chapterDescription", {
      book: name,
      chapter: text.chapter,
      version: version.name,
      excerpt: opening(text),
    }),
  );
  return readingPageMetadata({
    locale,
    urls: chapterUrls(book, text.chapter),
    title,
    description,
    siteName: site("siteName"),
    openGraph: { type: "article", section: name },
  });
}

/** Search engines' view of a chapter page: the chapter within its book and Bible, and the trail. */
export function chapterJsonLd({
  locale,
  book,
  text,
  version,
  title,
  labels,
}: ChapterOnPage & { title: string; labels: { home: string; bible: string } }) {
  const name = bookName(book, locale);
  const url = chapterUrls(book, text.chapter)[locale];
  const bookUrl = pageUrl(locale, bookHref(book, locale));
  const bibleUrl = pageUrl(locale, "/bible");
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Chapter",
        "@id": `${url}#chapter`,
        name: title,
        position: text.chapter,
        url,
        inLanguage: locale,
        isPartOf: {
          "@type": "Book",
          "@id": `${bookUrl}#book`,
          name,
          position: book.number,
          url: bookUrl,
          inLanguage: locale,
          isPartOf: {
            "@type": "Book",
            "@id": `${bibleUrl}#bible`,
            name: version.nativeName,
            bookEdition: version.name,
            datePublished: String(version.year),
            url: bibleUrl,
            inLanguage: locale,
          },
        },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: labels.home, item: pageUrl(locale, "/") },
          { "@type": "ListItem", position: 2, name: labels.bible, item: bibleUrl },
          { "@type": "ListItem", position: 3, name, item: bookUrl },
          { "@type": "ListItem", position: 4, name: title, item: url },
        ],
      },
    ],
  };
}
