import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/layout/json-ld";
import type { Devotional } from "@/lib/devotionals/content";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";
import { pageUrl } from "@/lib/site/metadata";
import { PassageQuote } from "./passage-quote";

/**
 * A devotional to read: the passage, the reflection, a prayer and a question. The reflection is
 * HTML its schema allows only paragraphs, quotations and emphasis in, without attributes.
 */
export async function DevotionalArticle({
  devotional,
  locale,
  date,
}: {
  devotional: Devotional;
  locale: Locale;
  date: string;
}) {
  const t = await getTranslations({ locale, namespace: "Devotionals" });
  const { title, reflection, prayer, question } = devotional.source[locale];
  const shownDate = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const url = pageUrl(locale, {
    pathname: "/devotionals/[slug]",
    params: { slug: devotional.slug },
  });
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <p className="text-muted-foreground text-sm">
          <Link href="/devotionals" className="hover:underline">
            {t("title")}
          </Link>{" "}
          · <time dateTime={date}>{shownDate}</time>
        </p>
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{title}</h1>
      </header>
      <PassageQuote devotional={devotional} locale={locale} />
      <div
        className="[&_blockquote]:border-primary/40 space-y-4 text-lg leading-relaxed [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic"
        dangerouslySetInnerHTML={{ __html: reflection }}
      />
      <section aria-labelledby="devotional-prayer" className="rounded-xl border p-5">
        <h2 id="devotional-prayer" className="font-serif text-xl font-semibold">
          {t("prayerTitle")}
        </h2>
        <p className="mt-2 leading-relaxed italic">{prayer}</p>
      </section>
      <section aria-labelledby="devotional-question" className="bg-primary/5 rounded-xl p-5">
        <h2 id="devotional-question" className="font-serif text-xl font-semibold">
          {t("questionTitle")}
        </h2>
        <p className="mt-2 leading-relaxed">{question}</p>
      </section>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: title,
          datePublished: date,
          inLanguage: locale,
          url,
          isPartOf: { "@type": "CollectionPage", url: pageUrl(locale, "/devotionals") },
        }}
      />
    </article>
  );
}
