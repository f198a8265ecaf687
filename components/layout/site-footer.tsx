import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/server-link";

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  return (
    <footer className="bg-secondary/40 mt-16 border-t">
      <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-1">
          <p>{t("tagline")}</p>
          <p>{t("bibleVersions")}</p>
        </div>
        <nav className="flex gap-4">
          <Link href="/privacy-policy" className="hover:text-foreground hover:underline">
            {t("privacy")}
          </Link>
          <Link href="/support" className="hover:text-foreground hover:underline">
            {t("support")}
          </Link>
          <span>{t("rights", { year: new Date().getFullYear() })}</span>
        </nav>
      </div>
    </footer>
  );
}
