import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChapterErrorTextsProvider } from "@/components/bible/chapter-error-texts";
import { routing } from "@/lib/i18n/routing";

/** The texts of the chapter's error view, which receives nothing else from the server. */
export default async function BibleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const requested = (await params).locale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Bible" });
  return (
    <ChapterErrorTextsProvider texts={{ versesFailed: t("versesFailed"), retry: t("retry") }}>
      {children}
    </ChapterErrorTextsProvider>
  );
}
