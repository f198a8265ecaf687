import type { MetadataRoute } from "next";
import { isLocale, locales } from "@/lib/i18n/locales";
import { sitemapEntries } from "@/lib/site/sitemap";

/** One sitemap per language, `/sitemap/en.xml` and `/sitemap/sw.xml`; `/sitemap.xml` indexes them. */
export function generateSitemaps() {
  return locales.map((id) => ({ id }));
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const locale = await id;
  return isLocale(locale) ? sitemapEntries(locale) : [];
}
