import type { AppPathname } from "@/lib/i18n/routing";

type StaticPathname = Exclude<AppPathname, `${string}[${string}]${string}`>;

export interface NavItem {
  href: StaticPathname;
  labelKey: "aiChat" | "bible" | "stories" | "bookmarks" | "profile";
  /** Shown only to signed-in members who are not guests. */
  membersOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/ai-chat", labelKey: "aiChat" },
  { href: "/bible", labelKey: "bible" },
  { href: "/stories", labelKey: "stories" },
  { href: "/bookmarks", labelKey: "bookmarks", membersOnly: true },
  { href: "/profile", labelKey: "profile", membersOnly: true },
];
