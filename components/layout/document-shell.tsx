import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { sansFont, serifFont } from "@/lib/site/fonts";
import { ThemeScript } from "./theme-script";

/** The `<html>` document every root layout renders: language, fonts and the saved theme. */
export function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html
      lang={locale}
      className={`${sansFont.variable} ${serifFont.variable}`}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layouts render <head> themselves */}
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
