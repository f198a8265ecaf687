import { isLocale } from "@/lib/i18n/locales";

export interface PageAccess {
  /** Guests (anonymous sign-in) may open the page; otherwise only members may. */
  allowGuest: boolean;
}

/** Pages behind the sign-in guard, by the path segment that follows the language. */
export const GUARDED_SECTIONS: Readonly<Record<string, PageAccess>> = {
  "ai-chat": { allowGuest: true },
  upgrade: { allowGuest: true },
  support: { allowGuest: true },
  bookmarks: { allowGuest: false },
  profile: { allowGuest: false },
};

/** The guard of a `/{lang}/...` path, or null for a page anyone may open. */
export function pageAccessFor(pathname: string): PageAccess | null {
  const [language, section] = pathname.split("/").filter(Boolean);
  if (!isLocale(language) || !section) return null;
  return Object.hasOwn(GUARDED_SECTIONS, section) ? GUARDED_SECTIONS[section] : null;
}

export function isAllowed(access: PageAccess, viewer: { isGuest: boolean } | null): boolean {
  return viewer !== null && (access.allowGuest || !viewer.isGuest);
}
