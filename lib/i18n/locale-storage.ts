import { LOCALE_COOKIE } from "./locale-cookie.mjs";
import { defaultLocale, isLocale, type Locale } from "./locales";

export { LOCALE_COOKIE };

export const LOCALE_STORAGE_KEY = "i18nextLng";

/** The language the reader chose last, kept on the device; `en` when none. */
export function storedLocale(): Locale {
  if (typeof window === "undefined") return defaultLocale;
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(value)) return value;
  } catch {
    // Storage can be unavailable (private mode); the document language is the next best answer.
  }
  const documentLanguage = document.documentElement.lang;
  return isLocale(documentLanguage) ? documentLanguage : defaultLocale;
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The cookie set by the router still remembers the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
