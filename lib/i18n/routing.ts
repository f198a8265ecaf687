import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";
import { LOCALE_COOKIE } from "./locale-storage";

/** The reader's stored language: a year, sent on links from other sites. */
export const localeCookie = {
  name: LOCALE_COOKIE,
  maxAge: 60 * 60 * 24 * 365,
  sameSite: "lax",
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "always",
  // The stored choice (cookie) decides, never the browser's Accept-Language: the spec's rule.
  localeDetection: false,
  // Pages name their alternates in their metadata (a Bible book has its own name in each
  // language); the middleware's Link header would name other, wrong addresses.
  alternateLinks: false,
  localeCookie,
  pathnames: {
    "/": "/",
    "/bible": { en: "/bible", sw: "/biblia" },
    "/bible/[book]": { en: "/bible/[book]", sw: "/biblia/[book]" },
    "/bible/[book]/[chapter]": { en: "/bible/[book]/[chapter]", sw: "/biblia/[book]/[chapter]" },
    "/bible/[book]/[chapter]/[verse]": {
      en: "/bible/[book]/[chapter]/[verse]",
      sw: "/biblia/[book]/[chapter]/[verse]",
    },
    "/stories": { en: "/stories", sw: "/hadithi" },
    "/stories/[slug]": { en: "/stories/[slug]", sw: "/hadithi/[slug]" },
    "/ai-chat": "/ai-chat",
    "/bookmarks": "/bookmarks",
    "/upgrade": "/upgrade",
    "/profile": "/profile",
    "/support": "/support",
    "/privacy-policy": "/privacy-policy",
    "/devotionals": { en: "/devotionals", sw: "/tafakari" },
    "/devotionals/[slug]": { en: "/devotionals/[slug]", sw: "/tafakari/[slug]" },
    "/plans": { en: "/plans", sw: "/mipango" },
    "/offline": "/offline",
    "/plans/[slug]": { en: "/plans/[slug]", sw: "/mipango/[slug]" },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

/** The section words that differ between languages, as they appear in URLs. */
export const sectionWords = {
  bible: { en: "bible", sw: "biblia" },
  stories: { en: "stories", sw: "hadithi" },
  devotionals: { en: "devotionals", sw: "tafakari" },
  plans: { en: "plans", sw: "mipango" },
} as const;
