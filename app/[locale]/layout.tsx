import type { Metadata, Viewport } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { LoadingOverlay } from "@/components/layout/loading-overlay";
import { Spinner } from "@/components/ui/spinner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { DocumentShell } from "@/components/layout/document-shell";
import { ServiceWorker } from "@/components/layout/service-worker";
import { Toaster } from "@/components/layout/toaster";
import { routing } from "@/lib/i18n/routing";
import { siteUrl } from "@/lib/env";
import { metaDescription } from "@/lib/site/description";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : "en",
    namespace: "Metadata",
  });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("defaultTitle"), template: `%s | ${t("siteName")}` },
    description: metaDescription(t("defaultDescription")),
    applicationName: t("siteName"),
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
    manifest: `/${hasLocale(routing.locales, locale) ? locale : "en"}/manifest.webmanifest`,
    appleWebApp: { capable: true, title: t("siteName"), statusBarStyle: "default" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#faf7f0" },
    { media: "(prefers-color-scheme: dark)", color: "#1f2126" },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, loading, update] = await Promise.all([
    getTranslations("Nav"),
    getTranslations("Loading"),
    getTranslations("ServiceWorker"),
  ]);

  return (
    <DocumentShell locale={locale}>
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <LoadingOverlay>
        <Spinner className="text-primary size-10" aria-label={loading("label")} />
      </LoadingOverlay>
      <Toaster locale={locale} />
      <ServiceWorker labels={{ updateReady: update("updateReady"), reload: update("reload") }} />
    </DocumentShell>
  );
}
