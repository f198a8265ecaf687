import { ChevronRight } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/server-link";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";

export interface BreadcrumbItem {
  label: string;
  href?: ComponentProps<typeof Link>["href"];
}

interface BreadcrumbProps {
  locale: Locale;
  items: BreadcrumbItem[];
}

const LINK_CLASS = "hover:text-foreground rounded-sm underline-offset-4 hover:underline";

/** Where the page sits: Home › Bible › John › Chapter 3 (the last item is the page itself). */
export function BibleBreadcrumb(props: BreadcrumbProps) {
  return drawBreadcrumb(props, (href, label) => (
    <Link href={href} prefetch={false} className={LINK_CLASS}>
      {label}
    </Link>
  ));
}

/**
 * The breadcrumb as plain markup for `ServerMarkup`, on the chapter page, whose
 * `ChapterInteractions` keeps its links' navigation in the app.
 */
export function drawBibleBreadcrumb(props: BreadcrumbProps) {
  return drawBreadcrumb(props, (href, label) => (
    <a href={localizedPathname({ href, locale: props.locale })} className={LINK_CLASS} data-in-app>
      {label}
    </a>
  ));
}

async function drawBreadcrumb(
  { locale, items }: BreadcrumbProps,
  link: (href: NonNullable<BreadcrumbItem["href"]>, label: string) => React.ReactNode,
) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  return (
    <nav aria-label={t("breadcrumb")} className="text-muted-foreground mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden className="size-3.5" />}
            {item.href && index < items.length - 1 ? (
              link(item.href, item.label)
            ) : (
              <span
                aria-current={index === items.length - 1 ? "page" : undefined}
                className="text-foreground"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
