"use client";

import { Languages } from "@/components/icons";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { rememberLocale } from "@/lib/i18n/locale-storage";
import type { Locale } from "@/lib/i18n/locales";

/** /auth has no language in its path: switching stores the choice and renders the page again. */
export function AuthLanguageToggle() {
  const t = useTranslations("LanguageToggle");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const target: Locale = locale === "en" ? "sw" : "en";

  return (
    <Button
      variant="outline"
      size="sm"
      lang={target}
      title={t("switchTo")}
      onClick={() => {
        rememberLocale(target);
        router.refresh();
      }}
    >
      <Languages className="size-4" aria-hidden />
      <span>{t("short")}</span>
      <span className="sr-only">{t("switchTo")}</span>
    </Button>
  );
}
