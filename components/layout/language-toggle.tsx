"use client";

import { usePathname, useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { rememberLocale } from "@/lib/i18n/locale-storage";
import type { Locale } from "@/lib/i18n/locales";
import type { ReactNode } from "react";
import type { ShellLabels } from "./shell-labels";
import { alternateLanguagePath, switchLanguagePath } from "@/lib/i18n/switch-path";

export function LanguageToggle({
  locale,
  labels,
  icon,
  className,
}: {
  locale: Locale;
  labels: ShellLabels["language"];
  icon: ReactNode;
  className?: string;
}) {
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
      title={labels.switchTo}
      className={className}
      data-testid="language-toggle"
    >
      {icon}
      <span lang={target}>{labels.short}</span>
      <span className="sr-only" lang={target}>
        – {labels.switchTo}
      </span>
    </Button>
  );
}
