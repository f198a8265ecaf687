import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { getPathname } from "./navigation";
import { localizedPathname, type LocalizedHref } from "./pathnames";

const HREFS: LocalizedHref[] = [
  "/",
  "/bible",
  "/stories",
  "/upgrade",
  "/privacy-policy",
  { pathname: "/bible", query: { search: "upendo wa Mungu" } },
  { pathname: "/bible/[book]", params: { book: "Mambo ya Walawi" } },
  { pathname: "/bible/[book]/[chapter]", params: { book: "1 Yohana", chapter: "3" } },
  { pathname: "/stories/[slug]", params: { slug: "david-and-goliath" } },
];

describe("localizedPathname", () => {
  it.each(locales)("is next-intl's path for every kind of page (%s)", (locale) => {
    for (const href of HREFS) {
      expect(localizedPathname({ href, locale })).toBe(
        getPathname({ href: href as never, locale }),
      );
    }
  });
});
