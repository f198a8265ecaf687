import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { PREVIEW_SIZE, PreviewCard } from "@/components/og/preview-card";
import { OMITTED_VERSE_TEXT } from "@/lib/bible/chapter";
import { defaultVersion } from "@/lib/bible/versions";
import { findDevotional, passageText } from "@/lib/devotionals/content";
import { isLocale } from "@/lib/i18n/locales";
import { metaDescription } from "@/lib/site/description";
import { previewFonts } from "@/lib/site/preview-fonts";
import { cardPage, previewImageMetadata } from "@/lib/site/preview-image";

// Drawn on the first request, then served from the cache (see previewImageMetadata).
export const dynamicParams = true;
export const revalidate = false;

export async function generateImageMetadata({
  params,
}: {
  params: Partial<{ locale: string; slug: string }>;
}) {
  const page = cardPage(params);
  const devotional = page && findDevotional(page.slug);
  if (!page || !devotional) return [];
  const t = await getTranslations({ locale: page.locale, namespace: "Metadata.previewAlt" });
  const { title } = devotional.source[page.locale];
  return previewImageMetadata(
    t("devotional", { title, reference: passageText(devotional, page.locale).reference }),
  );
}

/** The longest title that fits one line at full size; a longer one takes two, set smaller. */
const LONG_TITLE = 22;
/** The passage's first words, cut after a word: four lines under a title of one, three under two. */
const PASSAGE_LENGTH = { shortTitle: 170, longTitle: 135 };

/**
 * A devotional's link preview: its title and passage in the card's language, the passage's
 * opening words and the translation. Locked devotionals get one too: only the reflection is
 * premium, and it is never drawn here.
 */
export default async function DevotionalPreviewImage({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
  id: Promise<string>;
}) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const devotional = findDevotional(slug);
  if (!devotional) notFound();
  const { title } = devotional.source[locale];
  const longTitle = title.length > LONG_TITLE;
  const { reference, verses } = passageText(devotional, locale);
  const text = verses
    .map((verse) => verse.text)
    .filter((verse) => verse !== OMITTED_VERSE_TEXT)
    .join(" ");
  const [t, site, fonts] = await Promise.all([
    getTranslations({ locale, namespace: "Devotionals" }),
    getTranslations({ locale, namespace: "Metadata" }),
    previewFonts(),
  ]);
  return new ImageResponse(
    <PreviewCard
      label={`${t("title")} · ${reference}`.toUpperCase()}
      siteName={site("siteName")}
      footer={defaultVersion(locale).name}
    >
      <div
        style={{
          display: "flex",
          fontSize: longTitle ? 60 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
        }}
      >
        {title}
      </div>
      {text && (
        <div style={{ display: "flex", marginTop: 28, fontSize: 36, lineHeight: 1.4 }}>
          {`“${metaDescription(text, longTitle ? PASSAGE_LENGTH.longTitle : PASSAGE_LENGTH.shortTitle)}”`}
        </div>
      )}
    </PreviewCard>,
    { ...PREVIEW_SIZE, fonts },
  );
}
