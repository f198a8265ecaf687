import { BookOpen } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AuthFlash } from "@/components/auth/auth-flash";
import { NavAccount } from "@/components/auth/nav-account";
import { Link } from "@/lib/i18n/navigation";
import { LanguageToggle } from "./language-toggle";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

export async function SiteHeader() {
  const t = await getTranslations("Nav");
  return (
    <header className="bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-serif text-xl font-semibold">
          <BookOpen className="text-primary size-6" aria-hidden />
          <span>{t("brand")}</span>
        </Link>
        <nav aria-label={t("primary")} className="hidden flex-1 md:block">
          <NavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden md:block">
            <LanguageToggle />
          </div>
          <ThemeToggle />
          <div className="hidden md:block">
            <NavAccount />
          </div>
          <MobileMenu />
        </div>
        <AuthFlash />
      </div>
    </header>
  );
}
