import { WifiOff } from "@/components/icons";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/offline">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Offline" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * What the service worker shows offline for a page never opened on this device. Kept ahead by the
 * service worker in both languages; "try again" reloads the address the reader asked for.
 */
export default async function OfflinePage({ params }: PageProps<"/[locale]/offline">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("Offline");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <WifiOff aria-hidden className="text-muted-foreground size-12" />
      <h1 className="mt-6 font-serif text-3xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground mt-3 leading-relaxed">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          {/* An empty href is the address the reader asked for, which this page stands in for. */}
          <a href="">{t("tryAgain")}</a>
        </Button>
        <Button asChild variant="outline">
          <Link href="/bible">{t("openBible")}</Link>
        </Button>
      </div>
    </div>
  );
}
