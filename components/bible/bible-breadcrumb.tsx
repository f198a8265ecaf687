import { ChevronRight } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/server-link";
import type { Locale } from "@/lib/i18n/locales";

export interface BreadcrumbItem {
  label: string;
  href?: ComponentProps<typeof Link>["href"];
}

/** Where the page sits: Home › Bible › John › Chapter 3 (the last item is the page itself). */
export async function BibleBreadcrumb({
  locale,
  items,
}: {
  locale: Locale;
  items: BreadcrumbItem[];
}) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  return (
    <nav aria-label={t("breadcrumb")} className="text-muted-foreground mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden className="size-3.5" />}
            {item.href && index < items.length - 1 ? (
              <Link
                href={item.href}
                prefetch={false}
                className="hover:text-foreground rounded-sm underline-offset-4 hover:underline"
              >
                {item.label}
              </Link>
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
