import { ArrowRight } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { passageText, type Devotional } from "@/lib/devotionals/content";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";

/** A devotional in a list: its date, title, passage and a link to read it. */
export function DevotionalCard({
  devotional,
  locale,
  dateLabel,
  readLabel,
  featured = false,
}: {
  devotional: Devotional;
  locale: Locale;
  dateLabel: string;
  /** The featured card's button; list cards link through their title. */
  readLabel?: string;
  featured?: boolean;
}) {
  const { title } = devotional.source[locale];
  const { reference } = passageText(devotional, locale);
  return (
    <article
      className={`bg-card rounded-xl border shadow-xs ${featured ? "p-6 sm:p-8" : "p-5"}`}
      aria-labelledby={`devotional-${devotional.slug}`}
    >
      <p className="text-muted-foreground text-sm">{dateLabel}</p>
      <h3
        id={`devotional-${devotional.slug}`}
        className={`mt-1 font-serif font-semibold ${featured ? "text-2xl sm:text-3xl" : "text-xl"}`}
      >
        <Link
          href={{ pathname: "/devotionals/[slug]", params: { slug: devotional.slug } }}
          className="hover:underline"
        >
          {title}
        </Link>
      </h3>
      <p className="text-primary mt-1 text-sm font-medium">{reference}</p>
      {featured && (
        <p className="text-muted-foreground mt-3 line-clamp-3 leading-relaxed">
          {devotional.source[locale].question}
        </p>
      )}
      {featured && (
        <Button asChild className="mt-5">
          <Link href={{ pathname: "/devotionals/[slug]", params: { slug: devotional.slug } }}>
            {readLabel}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
    </article>
  );
}
