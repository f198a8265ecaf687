"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { rememberLocale } from "@/lib/i18n/locale-storage";
import type { Locale } from "@/lib/i18n/locales";
import { alternateLanguagePath, switchLanguagePath } from "@/lib/i18n/switch-path";

export function LanguageToggle({ className }: { className?: string }) {
  const t = useTranslations("LanguageToggle");
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const target: Locale = locale === "en" ? "sw" : "en";

  function switchLanguage() {
    rememberLocale(target);
    const { search, hash } = window.location;
    const alternate = alternateLanguagePath(target);
    router.push(
      alternate
        ? `${alternate}${search}${hash}`
        : switchLanguagePath(`${pathname}${search}${hash}`, target),
    );
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={switchLanguage}
      title={t("switchTo")}
      className={className}
      data-testid="language-toggle"
    >
      <Languages className="size-4" aria-hidden />
      <span lang={target}>{t("short")}</span>
      <span className="sr-only" lang={target}>
        – {t("switchTo")}
      </span>
    </Button>
  );
}
