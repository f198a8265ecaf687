import { readFile } from "node:fs/promises";
import path from "node:path";
import { getTranslations } from "next-intl/server";
import { ImageResponse } from "next/og";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { cardPage, PREVIEW_IMAGE_SIZE, previewImageMetadata } from "@/lib/site/preview-image";
import { findStory } from "@/lib/stories/data";

// Drawn on the first request, then served from the cache (see previewImageMetadata).
export const dynamicParams = true;
export const revalidate = false;

export async function generateImageMetadata({
  params,
}: {
  params: Partial<{ locale: string; slug: string }>;
}) {
  const page = cardPage(params);
  const story = page && findStory(page.slug, page.locale);
  if (!page || !story) return [];
  const t = await getTranslations({ locale: page.locale, namespace: "Metadata.previewAlt" });
  return previewImageMetadata(t("story", { title: story.title, reference: story.reference }));
}

/** The story's illustration as a PNG card: link previews in WhatsApp and Facebook ignore SVG. */
export default async function StoryOpenGraphImage({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
  id: Promise<string>;
}) {
  const { locale, slug } = await params;
  const story = findStory(slug, locale as Locale);
  if (!story) notFound();
  const svg = await readFile(path.join(process.cwd(), "public", "stories", `${slug}.svg`));
  const illustration = `data:image/svg+xml;base64,${svg.toString("base64")}`;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: "#16235e",
      }}
    >
      <img
        src={illustration}
        width={1200}
        height={675}
        alt=""
        style={{ position: "absolute", top: -22, left: 0 }}
      />
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          flexDirection: "column",
          padding: "28px 56px",
          background: "rgba(22, 35, 94, 0.88)",
          color: "#fcf9f2",
        }}
      >
        <div style={{ display: "flex", fontSize: 56, fontWeight: 700 }}>{story.title}</div>
        <div style={{ display: "flex", fontSize: 30, color: "#f3c969", marginTop: 6 }}>
          {`${story.reference} · Neno Bible Study`}
        </div>
      </div>
    </div>,
    PREVIEW_IMAGE_SIZE,
  );
}
