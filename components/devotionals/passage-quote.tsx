import { BookOpen } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { chapterHref } from "@/lib/bible/page-hrefs";
import { versionInfo } from "@/lib/bible/text";
import { passageText, type Devotional } from "@/lib/devotionals/content";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";

/** The devotional's passage, quoted from our Bible in the page's language, with its chapter linked. */
export async function PassageQuote({
  devotional,
  locale,
}: {
  devotional: Devotional;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Devotionals" });
  const { reference, verses } = passageText(devotional, locale);
  const { book, chapter, start } = devotional.passage;
  return (
    <figure className="bg-muted/40 rounded-xl border p-5 sm:p-6">
      <blockquote className="space-y-2 font-serif text-lg leading-relaxed">
        {verses.map(({ verse, text }) => (
          <p key={verse}>
            <sup className="text-muted-foreground mr-1 font-sans text-xs font-semibold">
              {verse}
            </sup>
            {text}
          </p>
        ))}
      </blockquote>
      <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {reference} ({versionInfo(locale)?.abbreviation})
        </span>
        <Link
          href={{ ...chapterHref(book, chapter, locale), hash: `v${start}` }}
          prefetch={false}
          className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
        >
          <BookOpen aria-hidden className="size-4" />
          {t("readChapter", { reference })}
        </Link>
      </figcaption>
    </figure>
  );
}
