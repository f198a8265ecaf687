import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { PREVIEW_SIZE, PreviewCard, PreviewText, PreviewTitle } from "@/components/og/preview-card";
import { bookName } from "@/lib/bible/books";
import { getChapter, versionInfo } from "@/lib/bible/text";
import { metaDescription } from "@/lib/site/description";
import { previewFonts } from "@/lib/site/preview-fonts";
import { resolveChapterRoute } from "@/lib/bible/page-route";

export const size = PREVIEW_SIZE;
export const contentType = "image/png";
export const alt = "A Bible chapter on Neno Bible Study";

// Drawn on the first request for a chapter, then served from the cache like the page itself.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

/** The chapter's link preview: book and chapter, its first verses and the translation. */
export default async function ChapterPreviewImage({
  params,
}: {
  params: Promise<{ locale: string; book: string; chapter: string }>;
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
    { ...size, fonts },
  );
}
