import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Neno Bible Study";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** A PNG card for link previews (WhatsApp and Facebook ignore SVG). */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Landing" });
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: "linear-gradient(135deg, #2941a3 0%, #16235e 100%)",
        color: "#fcf9f2",
      }}
    >
      <div style={{ display: "flex", fontSize: 40, color: "#f3c969", letterSpacing: 2 }}>
        NENO · {t("heroEyebrow")}
      </div>
      <div
        style={{ display: "flex", marginTop: 28, fontSize: 68, fontWeight: 700, lineHeight: 1.15 }}
      >
        {t("heroTitle")}
      </div>
    </div>,
    size,
  );
}
