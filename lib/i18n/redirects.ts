import { defaultLocale, isLocale, type Locale } from "./locales";

const ENGLISH_SECTIONS = new Set(["bible", "stories"]);
const SWAHILI_SECTIONS = new Set(["biblia", "hadithi"]);
const UNPREFIXED_PATHS = new Set(["auth"]);
const LANGUAGE_CODE = /^[a-z]{2,3}(?:[-_][a-z]{2,4})?$/i;

/**
 * Where a path without a valid language prefix should go, or null when it already has one.
 * Bible and story links without a prefix open the English pages (the Swahili section words the
 * Swahili ones); other pages open in the stored language; an unknown prefix gives way to it.
 */
export function languageRedirect(pathname: string, stored: Locale = defaultLocale): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const [first] = segments;
  if (first === undefined) return `/${stored}`;
  if (isLocale(first) || UNPREFIXED_PATHS.has(first)) return null;

  const path = `/${segments.join("/")}`;
  if (ENGLISH_SECTIONS.has(first)) return `/en${path}`;
  if (SWAHILI_SECTIONS.has(first)) return `/sw${path}`;
  if (LANGUAGE_CODE.test(first)) {
    const rest = segments.slice(1).join("/");
    return rest ? `/${stored}/${rest}` : `/${stored}`;
  }
  return `/${stored}${path}`;
}

export function storedLocaleFrom(cookieValue: string | undefined): Locale {
  return isLocale(cookieValue) ? cookieValue : defaultLocale;
}
