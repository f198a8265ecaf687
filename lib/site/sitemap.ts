import "server-only";
import type { MetadataRoute } from "next";
import { BIBLE_BOOKS } from "@/lib/bible/books";
import { bookHref, chapterHref } from "@/lib/bible/page-hrefs";
import { locales, type Locale } from "@/lib/i18n/locales";
import type { LocalizedHref } from "@/lib/i18n/pathnames";
import { listCompiledPlans } from "@/lib/plans/catalog";
import { listStories } from "@/lib/stories/data";
import {
  BIBLE_PAGES_UPDATED,
  DEVOTIONALS_UPDATED,
  PLANS_UPDATED,
  PRIVACY_POLICY_UPDATED,
} from "./page-dates";
import { pageUrl } from "./metadata";

/** A public page in every language: its href per language (book names differ) and its date. */
export interface SitePage {
  href: (locale: Locale) => LocalizedHref;
  lastModified: string;
}

const same = (href: LocalizedHref) => () => href;

/**
 * Every page a search engine should index, from the same book table and story list the pages
 * are built from. Member pages, sign-in and the API are left out (robots.txt keeps them out too);
 * verse pages are reached through shared links and the chapters, not listed one by one.
 */
export function sitePages(): SitePage[] {
  const stories = listStories("en");
  const latestStory = stories.reduce(
    (latest, story) => (story.updated_at > latest ? story.updated_at : latest),
    "",
  );
  return [
    { href: same("/"), lastModified: BIBLE_PAGES_UPDATED },
    { href: same("/bible"), lastModified: BIBLE_PAGES_UPDATED },
    ...BIBLE_BOOKS.flatMap((book) => [
      { href: (locale: Locale) => bookHref(book, locale), lastModified: BIBLE_PAGES_UPDATED },
      ...Array.from({ length: book.chapters }, (_, index) => ({
        href: (locale: Locale) => chapterHref(book, index + 1, locale),
        lastModified: BIBLE_PAGES_UPDATED,
      })),
    ]),
    { href: same("/stories"), lastModified: latestStory || BIBLE_PAGES_UPDATED },
    { href: same("/devotionals"), lastModified: DEVOTIONALS_UPDATED },
    { href: same("/plans"), lastModified: PLANS_UPDATED },
    ...listCompiledPlans().map((plan) => ({
      href: same({ pathname: "/plans/[slug]", params: { slug: plan.slug } }),
      lastModified: PLANS_UPDATED,
    })),
    ...stories.map((story) => ({
      href: same({ pathname: "/stories/[slug]", params: { slug: story.slug } }),
      lastModified: story.updated_at,
    })),
    { href: same("/privacy-policy"), lastModified: PRIVACY_POLICY_UPDATED },
  ];
}

/** One language's sitemap: each page with its address in every language (hreflang). */
export function sitemapEntries(locale: Locale): MetadataRoute.Sitemap {
  return sitePages().map((page) => {
    const urls = Object.fromEntries(
      locales.map((target) => [target, pageUrl(target, page.href(target))]),
    ) as Record<Locale, string>;
    return {
      url: urls[locale],
      lastModified: page.lastModified,
      alternates: { languages: { ...urls, "x-default": urls.en } },
    };
  });
}
