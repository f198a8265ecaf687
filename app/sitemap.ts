import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { sitemapEntries } from "@/lib/site/sitemap";

/**
 * `/sitemap.xml`: every public page in both languages (about 2,600 addresses, far below the
 * 50,000 a sitemap may hold), each with its address in the other language.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return locales.flatMap((locale) => sitemapEntries(locale));
}
