import { readFile } from "node:fs/promises";
import path from "node:path";
import { getTranslations } from "next-intl/server";
import { ImageResponse } from "next/og";
import { PREVIEW_SIZE, PreviewCard, PreviewTitle } from "@/components/og/preview-card";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { listStories } from "@/lib/stories/data";
import { previewFonts } from "@/lib/site/preview-fonts";
import { previewImageMetadata } from "@/lib/site/preview-image";

// Drawn on the first request, then served from the cache (see previewImageMetadata).
export const dynamicParams = true;
export const revalidate = false;

export async function generateImageMetadata({ params }: { params: Partial<{ locale: string }> }) {
  const { locale } = params;
  if (!isLocale(locale)) return [];
  const t = await getTranslations({ locale, namespace: "Metadata.previewAlt" });
  return previewImageMetadata(t("stories"));
}

const SHOWN_STORIES = 3;

async function illustration(image: string): Promise<string> {
  const svg = await readFile(
    path.join(/* turbopackIgnore: true */ process.cwd(), "public", image.replace(/^\//, "")),
  );
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

/** The story list's link preview as a PNG (WhatsApp, Facebook and X ignore SVG previews). */
export default async function StoriesPreviewImage({
  params,
}: {
  params: Promise<{ locale: string }>;
  id: Promise<string>;
}) {
  const locale = (await params).locale as Locale;
  const stories = listStories(locale);
  // Spread over the list, which runs in Bible order: one from the start, middle and end.
  const picks = Array.from(
    { length: SHOWN_STORIES },
    (_, index) => stories[Math.floor((index * (stories.length - 1)) / (SHOWN_STORIES - 1))],
  );
  const [t, site, fonts, images] = await Promise.all([
    getTranslations({ locale, namespace: "Stories" }),
    getTranslations({ locale, namespace: "Metadata" }),
    previewFonts(),
    Promise.all(picks.map((story) => illustration(story.image))),
  ]);
  return new ImageResponse(
    <PreviewCard
      label={t("resultCount", { shown: stories.length }).toUpperCase()}
      siteName={site("siteName")}
    >
      <PreviewTitle>{t("title")}</PreviewTitle>
      <div style={{ display: "flex", marginTop: 12, fontSize: 30, lineHeight: 1.35 }}>
        {t("subtitle")}
      </div>
      <div style={{ display: "flex", gap: 24, marginTop: 28 }}>
        {images.map((src, index) => (
          <img key={index} src={src} width={320} height={180} alt="" style={{ borderRadius: 16 }} />
        ))}
      </div>
    </PreviewCard>,
    { ...PREVIEW_SIZE, fonts },
  );
}
