import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/layout/json-ld";
import { PageMessages } from "@/components/layout/page-messages";
import { StoriesBrowser } from "@/components/stories/stories-browser";
import { siteUrl } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { listStories } from "@/lib/stories/data";
import { readingTimeSliderMax } from "@/lib/stories/filter";
import { filterQueryString, parseFilterQuery } from "@/lib/stories/filter-query";
import type { Story } from "@/lib/stories/schemas";
import { toStoryListItem, toStoryTexts } from "@/lib/stories/summary";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl } from "@/lib/site/metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/stories">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Stories" });
  const site = await getTranslations({ locale, namespace: "Metadata" });
  const description = metaDescription(t("metaDescription"));
  return {
    title: t("metaTitle"),
    description,
    alternates: alternates(locale, "/stories"),
    openGraph: {
      type: "website",
      siteName: site("siteName"),
      title: t("metaTitle"),
      description,
      url: pageUrl(locale, "/stories"),
      ...openGraphLocale(locale),
    },
    twitter: {
      card: "summary_large_image",
      title: t("metaTitle"),
      description,
    },
  };
}

function safeStories(locale: Locale): Story[] | null {
  try {
    return listStories(locale);
  } catch (error) {
    console.error("[stories] the story list could not be loaded", error);
    return null;
  }
}

export default async function StoriesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/stories">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("Stories");
  const site = await getTranslations("Metadata");
  const stories = safeStories(locale);
  const filters = parseFilterQuery(await searchParams, readingTimeSliderMax(stories ?? []));
  const listUrl = pageUrl(locale, "/stories");
  const origin = siteUrl();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {stories && (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "CollectionPage",
            name: t("metaTitle"),
            description: metaDescription(t("metaDescription")),
            url: listUrl,
            inLanguage: locale,
            isPartOf: { "@type": "WebSite", name: site("siteName"), url: origin },
            mainEntity: {
              "@type": "ItemList",
              numberOfItems: stories.length,
              itemListElement: stories.map((story, index) => ({
                "@type": "ListItem",
                position: index + 1,
                url: pageUrl(locale, { pathname: "/stories/[slug]", params: { slug: story.slug } }),
                name: story.title,
                image: `${origin}${story.image}`,
              })),
            },
          }}
        />
      )}
      <header className="mb-8 max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground mt-3 text-lg">{t("subtitle")}</p>
      </header>
      <PageMessages namespaces={["Stories"]}>
        <StoriesBrowser
          key={`${locale}${filterQueryString(filters, readingTimeSliderMax(stories ?? []))}`}
          locale={locale}
          initialStories={stories?.map(toStoryListItem) ?? null}
          initialTexts={stories && filters.search.trim() ? toStoryTexts(stories) : null}
          initialFilters={filters}
        />
      </PageMessages>
    </div>
  );
}
