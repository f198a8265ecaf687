import { locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/env";

/** The sitemap index: Next.js serves the per-language sitemaps of `app/sitemap.ts` but no index. */
export function GET() {
  const sitemaps = locales
    .map((locale) => `<sitemap><loc>${siteUrl()}/sitemap/${locale}.xml</loc></sitemap>`)
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}\n</sitemapindex>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
