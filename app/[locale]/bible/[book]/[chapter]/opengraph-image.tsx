import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { PREVIEW_SIZE, PreviewCard, PreviewText, PreviewTitle } from "@/components/og/preview-card";
import { bookName } from "@/lib/bible/books";
import { getChapter, versionInfo } from "@/lib/bible/text";
import { metaDescription } from "@/lib/site/description";
import { previewFonts } from "@/lib/site/preview-fonts";
import { previewImageMetadata } from "@/lib/site/preview-image";
import { resolveChapterRoute } from "@/lib/bible/page-route";

type ChapterParams = { locale: string; book: string; chapter: string };

// Drawn on the first request, then served from the cache (see previewImageMetadata).
export const dynamicParams = true;
export const revalidate = false;

export async function generateImageMetadata({ params }: { params: Partial<ChapterParams> }) {
  const { locale, book, chapter } = params;
  if (!locale || !book || !chapter) return [];
  const route = resolveChapterRoute({ locale, book, chapter });
  const version = route.kind === "chapter" ? versionInfo(route.locale) : undefined;
  if (route.kind !== "chapter" || !version) return [];
  const [bible, alt] = await Promise.all([
    getTranslations({ locale: route.locale, namespace: "Bible" }),
    getTranslations({ locale: route.locale, namespace: "Metadata.previewAlt" }),
  ]);
  const title = bible("chapterTitle", {
    book: bookName(route.book, route.locale),
    chapter: route.chapter,
  });
  return previewImageMetadata(alt("chapter", { chapter: title, version: version.name }));
}

/** The chapter's link preview: book and chapter, its first verses and the translation. */
export default async function ChapterPreviewImage({
  params,
}: {
  params: Promise<ChapterParams>;
  id: Promise<string>;
}) {
  const route = resolveChapterRoute(await params);
  if (route.kind !== "chapter") notFound();
  const { locale, book, chapter } = route;
  const text = getChapter(locale, book.id, chapter);
  const version = versionInfo(locale);
  if (!text || !version) notFound();
  const [t, site, fonts] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Metadata" }),
    previewFonts(),
  ]);
  return new ImageResponse(
    <PreviewCard
      label={version.name.toUpperCase()}
      siteName={site("siteName")}
      footer={version.abbreviation}
    >
      <PreviewTitle>{t("chapterTitle", { book: bookName(book, locale), chapter })}</PreviewTitle>
      <PreviewText text={metaDescription(text.verses.join(" "), 240)} marginTop={32} />
    </PreviewCard>,
    { ...PREVIEW_SIZE, fonts },
  );
}
