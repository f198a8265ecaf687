"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { GLOBAL_ERROR_MESSAGES } from "@/lib/i18n/global-error-messages";
import { sansFont, serifFont } from "@/lib/site/fonts";
import "./globals.css";

/** The last resort when a page or its layout fails: in the page's language, with a retry. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const locale = usePathname()?.startsWith("/sw") ? "sw" : "en";
  const t = GLOBAL_ERROR_MESSAGES[locale];
  useEffect(() => console.error(error), [error]);
  return (
    <html lang={locale} className={`${sansFont.variable} ${serifFont.variable}`}>
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="font-serif text-3xl font-semibold">{t.title}</h1>
        <p className="text-muted-foreground max-w-md">{t.description}</p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={reset}
            className="bg-primary text-primary-foreground focus-visible:ring-ring/50 h-9 rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-[3px]"
          >
            {t.retry}
          </button>
          {/* A full load: the app's own navigation may be what failed. */}
          <a
            href={`/${locale}`}
            className="border-input focus-visible:ring-ring/50 inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium outline-none focus-visible:ring-[3px]"
          >
            {t.home}
          </a>
        </div>
      </body>
    </html>
  );
}
