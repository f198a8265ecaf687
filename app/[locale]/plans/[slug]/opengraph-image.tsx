import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { PREVIEW_SIZE, PreviewCard } from "@/components/og/preview-card";
import { isLocale } from "@/lib/i18n/locales";
import { findCompiledPlan, planSummary } from "@/lib/plans/catalog";
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
  const compiled = page && findCompiledPlan(page.slug);
  if (!page || !compiled) return [];
  const t = await getTranslations({ locale: page.locale, namespace: "Metadata.previewAlt" });
  return previewImageMetadata(t("plan", { title: planSummary(compiled, page.locale).title }));
}

/** The longest title that fits one line at full size; a longer one is set smaller. */
const LONG_TITLE = 22;
/** The description's most, cut after a word: three lines under a title of two. */
const DESCRIPTION_LENGTH = 170;

/** A reading plan's link preview: its title, length and daily time, and what it reads. */
export default async function PlanPreviewImage({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
  id: Promise<string>;
}) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const compiled = findCompiledPlan(slug);
  if (!compiled) notFound();
  const plan = planSummary(compiled, locale);
  const [t, site, fonts] = await Promise.all([
    getTranslations({ locale, namespace: "Plans" }),
    getTranslations({ locale, namespace: "Metadata" }),
    previewFonts(),
  ]);
  // "About 19 min a day" stands alone on the plan's page; after the days it reads on in lower case.
  const minutes = t("minutesADay", { minutes: plan.minutes_a_day });
  const pace = `${t("days", { count: plan.day_count })} · ${minutes.charAt(0).toLocaleLowerCase(locale)}${minutes.slice(1)}`;
  return new ImageResponse(
    <PreviewCard label={t("title").toUpperCase()} siteName={site("siteName")}>
      <div
        style={{
          display: "flex",
          fontSize: plan.title.length > LONG_TITLE ? 60 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
        }}
      >
        {plan.title}
      </div>
      <div
        style={{
          display: "flex",
          marginTop: 20,
          fontFamily: "Inter",
          fontWeight: 600,
          fontSize: 30,
          color: "#f3c969",
        }}
      >
        {pace}
      </div>
      <div style={{ display: "flex", marginTop: 24, fontSize: 34, lineHeight: 1.4 }}>
        {metaDescription(plan.description, DESCRIPTION_LENGTH)}
      </div>
    </PreviewCard>,
    { ...PREVIEW_SIZE, fonts },
  );
}
