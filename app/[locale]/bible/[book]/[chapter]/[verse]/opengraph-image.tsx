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
import { previewImageMetadata } from "@/lib/site/preview-image";
import { resolveVerseRoute } from "@/lib/bible/page-route";

type VerseParams = { locale: string; book: string; chapter: string; verse: string };

/** The verse's reference and text, or nothing for an address that names no verse. */
function quotedVerse(params: VerseParams) {
  const route = resolveVerseRoute(params);
  if (route.kind !== "verse") return undefined;
  const { locale, book, chapter, verses } = route;
  const quoted = getVerses(locale, book.id, chapter, verses);
  if (!quoted) return undefined;
  const reference = formatReference(
    { book, chapter, verseStart: verses.start, verseEnd: verses.end },
    locale,
  );
  return { locale, reference, text: quoted.verses.map((verse) => verse.text).join(" ") };
}

// Drawn on the first request, then served from the cache (see previewImageMetadata).
export const dynamicParams = true;
export const revalidate = false;

export async function generateImageMetadata({ params }: { params: Partial<VerseParams> }) {
  const { locale, book, chapter, verse: verseNumber } = params;
  if (!locale || !book || !chapter || !verseNumber) return [];
  const verse = quotedVerse({ locale, book, chapter, verse: verseNumber });
  if (!verse) return [];
  const t = await getTranslations({ locale: verse.locale, namespace: "Metadata.previewAlt" });
  return previewImageMetadata(
    t("verse", { reference: verse.reference, text: metaDescription(verse.text) }),
  );
}

/** The verse's link preview: the verse set large, the reference, the translation, our name. */
export default async function VersePreviewImage({
  params,
}: {
  params: Promise<VerseParams>;
  id: Promise<string>;
}) {
  const verse = quotedVerse(await params);
  if (!verse) notFound();
  const [site, fonts] = await Promise.all([
    getTranslations({ locale: verse.locale, namespace: "Metadata" }),
    previewFonts(),
  ]);
  return new ImageResponse(
    <PreviewCard
      label={verse.reference.toUpperCase()}
      siteName={site("siteName")}
      footer={defaultVersion(verse.locale).name}
    >
      <PreviewText text={`“${metaDescription(verse.text, PREVIEW_TEXT_LENGTH)}”`} />
    </PreviewCard>,
    { ...PREVIEW_SIZE, fonts },
  );
}
