import type { Metadata } from "next";
import { getPathname } from "@/lib/i18n/navigation";
import { locales, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/env";

type Href = Parameters<typeof getPathname>[0]["href"];

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: "en_US", sw: "sw_KE" };

/** Absolute canonical and alternate-language URLs for one page. */
export function alternates(locale: Locale, href: Href): NonNullable<Metadata["alternates"]> {
  const url = (target: Locale) => `${siteUrl()}${getPathname({ locale: target, href })}`;
  return {
    canonical: url(locale),
    languages: {
      ...Object.fromEntries(locales.map((target) => [target, url(target)])),
      "x-default": url("en"),
    },
  };
}

export function pageUrl(locale: Locale, href: Href): string {
  return `${siteUrl()}${getPathname({ locale, href })}`;
}

export function openGraphLocale(locale: Locale) {
  return {
    locale: OPEN_GRAPH_LOCALES[locale],
    alternateLocale: locales
      .filter((other) => other !== locale)
      .map((other) => OPEN_GRAPH_LOCALES[other]),
  };
}
