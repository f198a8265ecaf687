import { getTranslations } from "next-intl/server";
import { locales, isLocale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { APP_ICONS } from "@/lib/site/app-icons";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The installable app in one language: its name, start page, colours, icons and shortcuts. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/[locale]/manifest.webmanifest">,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: "AppManifest" });
  const path = (href: "/bible" | "/stories" | "/ai-chat") => localizedPathname({ href, locale });
  const manifest = {
    id: `/${locale}`,
    name: t("name"),
    short_name: t("shortName"),
    description: t("description"),
    lang: locale,
    dir: "ltr",
    start_url: `/${locale}`,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#faf7f0",
    theme_color: "#2f3a8f",
    categories: ["books", "education", "lifestyle"],
    icons: APP_ICONS.filter((icon) => icon.purpose !== "apple").map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
    shortcuts: [
      { name: t("shortcutBible"), url: path("/bible") },
      { name: t("shortcutStories"), url: path("/stories") },
      { name: t("shortcutChat"), url: path("/ai-chat") },
    ].map((shortcut) => ({
      ...shortcut,
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=86400",
    },
  });
}
