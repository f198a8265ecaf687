import { ArrowLeft, BookOpen, CalendarDays, Clock, Quote, Tag, Users } from "@/components/icons";
import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/layout/json-ld";
import { ServerMarkup } from "@/components/layout/server-markup";
import { ShareStoryButton } from "@/components/stories/share-story-button";
import { StoryBody } from "@/components/stories/story-body";
import {
  STORY_IMAGE_HEIGHT,
  STORY_IMAGE_WIDTH,
  StoryImage,
} from "@/components/stories/story-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { siteUrl } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { Link } from "@/lib/i18n/server-link";
import { findStory, storySlugs } from "@/lib/stories/data";
import { firstVerse } from "@/lib/stories/entity";
import type { Story } from "@/lib/stories/schemas";
import { storyExcerpt } from "@/lib/stories/text";
import { metaDescription } from "@/lib/site/description";
import { handOverMarkup } from "@/lib/site/markup-handoff";
import { pageUrl, pageUrls, readingPageMetadata } from "@/lib/site/metadata";

const HEADER_TAG_LIMIT = 4;

export function generateStaticParams() {
  return storySlugs().map((slug) => ({ slug }));
}

const storyHref = (slug: string) => ({ pathname: "/stories/[slug]" as const, params: { slug } });

function chapterHref(story: Story) {
  return {
    pathname: "/bible/[book]/[chapter]" as const,
    params: { book: story.book, chapter: String(story.chapter) },
  };
}

/** The Bible reader at the story's first verse. */
const readerHref = (story: Story) => ({ ...chapterHref(story), hash: `v${firstVerse(story)}` });

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/stories/[slug]">): Promise<Metadata> {
  const { locale: localeParam, slug } = await params;
  const locale = localeParam as Locale;
  const t = await getTranslations({ locale, namespace: "Stories" });
  const story = findStory(slug, locale);
  if (!story) return { title: t("notFoundTitle") };

  const site = await getTranslations({ locale, namespace: "Metadata" });
  const description = metaDescription(story.story_content_plain);
  return readingPageMetadata({
    locale,
    urls: pageUrls(storyHref(slug)),
    title: story.title,
    description,
    siteName: site("siteName"),
    openGraph: {
      type: "article",
      publishedTime: story.created_at,
      modifiedTime: story.updated_at,
      tags: story.tags_list,
    },
  });
}

export default async function StoryPage({ params }: PageProps<"/[locale]/stories/[slug]">) {
  const { locale: localeParam, slug } = await params;
  const locale = localeParam as Locale;
  setRequestLocale(locale);
  const story = findStory(slug, locale);
  if (!story) notFound();

  const [t, site, format] = await Promise.all([
    getTranslations("Stories"),
    getTranslations("Metadata"),
    getFormatter(),
  ]);
  const origin = siteUrl();
  const url = pageUrl(locale, storyHref(slug));
  const formatDate = (date: string) => format.dateTime(new Date(date), { dateStyle: "long" });

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "Article",
              headline: story.title,
              description: metaDescription(story.story_content_plain),
              inLanguage: locale,
              url,
              mainEntityOfPage: url,
              image: {
                "@type": "ImageObject",
                url: `${origin}${story.image}`,
                width: STORY_IMAGE_WIDTH,
                height: STORY_IMAGE_HEIGHT,
              },
              datePublished: story.created_at,
              dateModified: story.updated_at,
              wordCount: story.story_content_plain.split(/\s+/).length,
              timeRequired: `PT${story.reading_time_minutes}M`,
              keywords: story.tags_list.join(", "),
              audience: { "@type": "Audience", audienceType: story.age_group },
              about: {
                "@type": "CreativeWork",
                name: story.reference,
                url: `${pageUrl(locale, chapterHref(story))}#v${firstVerse(story)}`,
                isPartOf: { "@type": "Book", name: locale === "sw" ? "Biblia" : "The Bible" },
              },
              author: { "@type": "Organization", name: site("siteName"), url: origin },
              publisher: {
                "@type": "Organization",
                name: site("siteName"),
                url: origin,
                logo: `${origin}/icon.svg`,
              },
            },
            {
              "@type": "BreadcrumbList",
              itemListElement: [
                {
                  "@type": "ListItem",
                  position: 1,
                  name: t("breadcrumbHome"),
                  item: pageUrl(locale, "/"),
                },
                {
                  "@type": "ListItem",
                  position: 2,
                  name: t("title"),
                  item: pageUrl(locale, "/stories"),
                },
                { "@type": "ListItem", position: 3, name: story.title, item: url },
              ],
            },
          ],
        }}
      />
      <div className="mb-6 flex items-center justify-between gap-3">
        <Button asChild variant="ghost" className="-ml-3">
          <Link href="/stories">
            <ArrowLeft aria-hidden />
            {t("backToStories")}
          </Link>
        </Button>
        <ShareStoryButton
          title={story.title}
          text={storyExcerpt(story.story_content_plain, 120)}
          labels={{
            share: t("share"),
            linkCopied: t("linkCopied"),
            linkCopiedDescription: t("linkCopiedDescription"),
            copyFailed: t("copyFailed"),
            copyFailedDescription: t("copyFailedDescription"),
          }}
        />
      </div>

      <header className="mb-6 flex flex-col gap-3">
        <ul className="flex flex-wrap gap-1.5" aria-label={t("tags")}>
          {story.tags_list.slice(0, HEADER_TAG_LIMIT).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <h1 className="font-serif text-3xl leading-tight font-semibold text-balance sm:text-4xl lg:text-5xl">
          {story.title}
        </h1>
        <p className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden />
            {story.reference}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            {t("readingTime", { minutes: story.reading_time_minutes })}
          </span>
        </p>
      </header>

      <StoryImage
        src={story.image}
        alt={story.image_alt}
        unavailableLabel={t("imageUnavailable")}
        preload
        className="mb-8 rounded-xl border"
      />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ServerMarkup
            id={`story-${locale}-${slug}`}
            handoff={handOverMarkup(
              <StoryBody html={story.story_content} lang={locale} className="max-w-prose" />,
            )}
            source={localizedPathname({ locale, href: storyHref(slug) })}
          />
          <figure className="border-primary bg-accent/40 mt-10 max-w-prose rounded-xl border-l-4 p-6">
            <figcaption className="text-primary mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
              <Quote className="size-4" aria-hidden />
              {t("keyTakeaway")}
            </figcaption>
            <blockquote className="font-serif text-xl leading-relaxed">
              {story.moral_lesson}
            </blockquote>
          </figure>
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>
                <h2>{t("details")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-4 text-sm">
                <Detail icon={<BookOpen aria-hidden />} term={t("reference")}>
                  <Link
                    href={readerHref(story)}
                    className="text-primary font-medium underline-offset-4 hover:underline"
                  >
                    {story.reference}
                    <span className="sr-only">
                      {" "}
                      ({t("readPassage", { reference: story.reference })})
                    </span>
                  </Link>
                </Detail>
                <Detail icon={<Users aria-hidden />} term={t("ageGroup")}>
                  {story.age_group}
                </Detail>
                <Detail icon={<Clock aria-hidden />} term={t("readingTimeLabel")}>
                  {t("readingTime", { minutes: story.reading_time_minutes })}
                </Detail>
                <Detail icon={<CalendarDays aria-hidden />} term={t("published")}>
                  <time dateTime={story.created_at}>{formatDate(story.created_at)}</time>
                </Detail>
                {story.updated_at !== story.created_at && (
                  <Detail icon={<CalendarDays aria-hidden />} term={t("updated")}>
                    <time dateTime={story.updated_at}>{formatDate(story.updated_at)}</time>
                  </Detail>
                )}
              </dl>
            </CardContent>
          </Card>

          <Card className="gap-4">
            <CardHeader>
              <CardTitle>
                <h2 className="flex items-center gap-2">
                  <Tag className="text-primary size-4" aria-hidden />
                  {t("tags")}
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-wrap gap-2">
                {story.tags_list.map((tag, index) => (
                  <li key={tag}>
                    <Badge asChild variant="outline">
                      <Link href={{ pathname: "/stories", query: { tags: story.tag_ids[index] } }}>
                        {tag}
                      </Link>
                    </Badge>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Button asChild size="lg">
            <Link href="/stories">{t("exploreMore")}</Link>
          </Button>
        </aside>
      </div>
    </article>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground flex items-center gap-2 [&>svg]:size-4">
        {icon}
        {term}
      </dt>
      <dd className="pl-6">{children}</dd>
    </div>
  );
}
