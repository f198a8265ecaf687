import type { Metadata } from "next";
import { localizedPathname, type LocalizedHref } from "@/lib/i18n/pathnames";
import { locales, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/env";

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: "en_US", sw: "sw_KE" };

/** Absolute canonical and alternate-language URLs for one page. */
export function alternates(
  locale: Locale,
  href: LocalizedHref,
): NonNullable<Metadata["alternates"]> {
  const url = (target: Locale) => `${siteUrl()}${localizedPathname({ locale: target, href })}`;
  return {
    canonical: url(locale),
    languages: {
      ...Object.fromEntries(locales.map((target) => [target, url(target)])),
      "x-default": url("en"),
    },
  };
}

export function pageUrl(locale: Locale, href: LocalizedHref): string {
  return `${siteUrl()}${localizedPathname({ locale, href })}`;
}

/**
 * The site's own preview card (`app/[locale]/opengraph-image.tsx`), for pages that draw none of
 * their own: a page's `openGraph` replaces its parents', images included.
 */
export function siteCardImages(locale: Locale) {
  return [{ url: `${siteUrl()}/${locale}/opengraph-image`, width: 1200, height: 630 }];
}

export function openGraphLocale(locale: Locale) {
  return {
    locale: OPEN_GRAPH_LOCALES[locale],
    alternateLocale: locales
      .filter((other) => other !== locale)
      .map((other) => OPEN_GRAPH_LOCALES[other]),
  };
}

/** A page's address in each language it exists in: a verse missing from one Bible has one. */
export type PageUrls = Partial<Record<Locale, string>>;

export function pageUrls(href: LocalizedHref): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, pageUrl(locale, href)])) as Record<
    Locale,
    string
  >;
}

interface ReadingPage {
  locale: Locale;
  urls: PageUrls;
  title: string;
  description: string;
  siteName: string;
  /** What the link preview adds to the title, description and address: its kind, section, dates. */
  openGraph: NonNullable<Metadata["openGraph"]>;
}

/**
 * The metadata of a page people read and share (the Bible's, a story): its address in both
 * languages, English as the default, and a large link preview.
 */
export function readingPageMetadata({
  locale,
  urls,
  title,
  description,
  siteName,
  openGraph,
}: ReadingPage): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: urls[locale],
      languages: { ...urls, ...(urls.en && { "x-default": urls.en }) },
    },
    openGraph: {
      title,
      description,
      url: urls[locale],
      siteName,
      ...openGraph,
      ...openGraphLocale(locale),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
