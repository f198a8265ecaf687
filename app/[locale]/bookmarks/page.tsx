import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthGuard } from "@/components/auth/auth-guard";
import { BookmarksView } from "@/components/bookmarks/bookmarks-view";
import { verseBooks } from "@/components/bookmarks/verse-books";
import { PageMessages } from "@/components/layout/page-messages";
import { ensureProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { requirePageViewer } from "@/lib/auth/page-guard";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/bookmarks">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Bookmarks" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function BookmarksPage({ params }: PageProps<"/[locale]/bookmarks">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await requirePageViewer({
    locale,
    allowGuest: false,
    returnTo: localizedPathname({ href: "/bookmarks", locale }),
  });
  const [profile, t] = await Promise.all([ensureProfile(viewer), getTranslations("Bookmarks")]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground mt-2">{t("subtitle")}</p>
      </header>
      <PageMessages namespaces={["Bookmarks"]}>
        <AuthGuard allowGuest={false} verified>
          <BookmarksView
            userId={viewer.id}
            locale={locale}
            isPremium={isPremium(profile.subscription)}
            verseBooks={verseBooks()}
            upgradeHref={localizedPathname({ href: "/upgrade", locale })}
            bibleHref={localizedPathname({ href: "/bible", locale })}
          />
        </AuthGuard>
      </PageMessages>
    </div>
  );
}
