import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import type { AppPathname } from "@/lib/i18n/routing";
import type { NavLinkItem } from "./nav-links";

type StaticPathname = Exclude<AppPathname, `${string}[${string}]${string}`>;

export interface NavItem {
  href: StaticPathname;
  labelKey: "aiChat" | "bible" | "stories" | "devotionals" | "plans" | "bookmarks" | "profile";
  /** Shown only to signed-in members who are not guests. */
  membersOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/ai-chat", labelKey: "aiChat" },
  { href: "/bible", labelKey: "bible" },
  { href: "/stories", labelKey: "stories" },
  { href: "/devotionals", labelKey: "devotionals", membersOnly: true },
  { href: "/plans", labelKey: "plans" },
  { href: "/bookmarks", labelKey: "bookmarks", membersOnly: true },
  { href: "/profile", labelKey: "profile", membersOnly: true },
];

/** The navigation's links in the page's language, ready for the client components. */
export async function navLinkItems(locale: Locale): Promise<NavLinkItem[]> {
  const t = await getTranslations({ locale, namespace: "Nav" });
  return NAV_ITEMS.map((item) => ({
    href: localizedPathname({ href: item.href, locale }),
    label: t(item.labelKey),
    membersOnly: item.membersOnly,
  }));
}
