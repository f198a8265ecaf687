import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import {
  PREVIEW_SIZE,
  PREVIEW_TEXT_LENGTH,
  PreviewCard,
  PreviewText,
} from "@/components/og/preview-card";
import { formatReference } from "@/lib/bible/reference";
import { getVerses } from "@/lib/bible/text";
import { defaultVersion } from "@/lib/bible/versions";
import { metaDescription } from "@/lib/site/description";
import { previewFonts } from "@/lib/site/preview-fonts";
import { resolveVerseRoute } from "@/lib/bible/page-route";

export const size = PREVIEW_SIZE;
export const contentType = "image/png";
export const alt = "A Bible verse on Neno Bible Study";

// Drawn on the first request for a verse, then served from the cache like the page itself.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

/** The verse's link preview: the verse set large, the reference, the translation, our name. */
export default async function VersePreviewImage({
  params,
}: {
  params: Promise<{ locale: string; book: string; chapter: string; verse: string }>;
}) {
  const route = resolveVerseRoute(await params);
  if (route.kind !== "verse") notFound();
  const { locale, book, chapter, verses } = route;
  const quoted = getVerses(locale, book.id, chapter, verses);
  if (!quoted) notFound();
  const version = defaultVersion(locale);
  const [site, fonts] = await Promise.all([
    getTranslations({ locale, namespace: "Metadata" }),
    previewFonts(),
  ]);
  const reference = formatReference(
    { book, chapter, verseStart: verses.start, verseEnd: verses.end },
    locale,
  );
  const text = quoted.verses.map((verse) => verse.text).join(" ");
  return new ImageResponse(
    <PreviewCard label={reference.toUpperCase()} siteName={site("siteName")} footer={version.name}>
      <PreviewText text={`“${metaDescription(text, PREVIEW_TEXT_LENGTH)}”`} />
    </PreviewCard>,
    { ...size, fonts },
  );
}
