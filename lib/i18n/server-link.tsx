import "server-only";
import NextLink from "next/link";
import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";
import type { Locale } from "./locales";
import { localizedPathname, type LocalizedHref } from "./pathnames";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  /** A typed pathname of the routing table (with its params), optionally with a `#fragment`. */
  href: LocalizedHref | (Exclude<LocalizedHref, string> & { hash?: string });
  /** The language of the target page; the page's own by default. */
  locale?: Locale;
};

/**
 * The server components' link: the localized path is worked out here, so the browser gets a
 * plain next/link and no message context is needed to render it.
 */
export async function Link({ href, locale, ...props }: LinkProps) {
  const target = locale ?? ((await getLocale()) as Locale);
  const hash = typeof href === "object" && "hash" in href && href.hash ? `#${href.hash}` : "";
  return <NextLink href={`${localizedPathname({ href, locale: target })}${hash}`} {...props} />;
}
