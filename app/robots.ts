import type { MetadataRoute } from "next";
import { GUARDED_SECTIONS } from "@/lib/auth/guarded-paths";
import { siteUrl } from "@/lib/env";
import { locales } from "@/lib/i18n/locales";

/** Crawlers read the public pages and skip the API, sign-in and every member or guarded page. */
export default function robots(): MetadataRoute.Robots {
  const memberPages = locales.flatMap((locale) =>
    Object.keys(GUARDED_SECTIONS).map((section) => `/${locale}/${section}`),
  );
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/auth", ...memberPages] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
