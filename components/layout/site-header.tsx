import { BookOpen, Moon, Sun } from "@/components/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { AuthFlash } from "@/components/auth/auth-flash";
import { NavAccount } from "@/components/auth/nav-account";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";
import { LanguageToggle } from "./language-toggle";
import { MobileMenu } from "./mobile-menu";
import { navLinkItems } from "./nav-items";
import { shellIcons } from "./shell-icons";
import { shellLabels } from "./shell-labels";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const [t, labels, navItems] = await Promise.all([
    getTranslations({ locale, namespace: "Nav" }),
    shellLabels(locale),
    navLinkItems(locale),
  ]);
  const icons = shellIcons();
  return (
    <header className="bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-serif text-xl font-semibold">
          <BookOpen className="text-primary size-6" aria-hidden />
          <span>{t("brand")}</span>
        </Link>
        <nav aria-label={t("primary")} className="hidden flex-1 xl:block">
          <NavLinks items={navItems} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden xl:block">
            <LanguageToggle locale={locale} labels={labels.language} icon={icons.language} />
          </div>
          <ThemeToggle label={labels.theme.toggle}>
            <Sun className="size-5 dark:hidden" aria-hidden />
            <Moon className="hidden size-5 dark:block" aria-hidden />
          </ThemeToggle>
          <div className="hidden xl:block">
            <NavAccount labels={labels} />
          </div>
          <MobileMenu labels={labels} navItems={navItems} icons={icons} />
        </div>
        <AuthFlash toasts={labels.toasts} />
      </div>
    </header>
  );
}
