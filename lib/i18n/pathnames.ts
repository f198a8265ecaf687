import { routing, type AppPathname } from "./routing";
import type { Locale } from "./locales";

type DynamicPathname = Extract<AppPathname, `${string}[${string}]${string}`>;
type StaticPathname = Exclude<AppPathname, DynamicPathname>;

export type LocalizedHref =
  | StaticPathname
  | { pathname: StaticPathname; query?: Record<string, string> }
  | { pathname: DynamicPathname; params: Record<string, string>; query?: Record<string, string> };

/**
 * The address of a page of the routing table in one language, e.g.
 * `{pathname: "/bible/[book]/[chapter]", params: {book: "Yohana", chapter: "3"}}` →
 * `/sw/biblia/Yohana/3`. Server code uses this rather than next-intl's navigation helpers,
 * whose module also registers its client link with every page that imports it.
 */
export function localizedPathname({ href, locale }: { href: LocalizedHref; locale: Locale }) {
  const { pathname, query } =
    typeof href === "string" ? { pathname: href, query: undefined } : href;
  const params: Record<string, string> =
    typeof href === "object" && "params" in href ? href.params : {};
  const template = routing.pathnames[pathname];
  const localized = typeof template === "string" ? template : template[locale];
  const path = localized.replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "";
  return `/${locale}${path === "/" ? "" : path}${search}`;
}
