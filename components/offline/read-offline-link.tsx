import { Download } from "@/components/icons";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { OFFLINE_BIBLE_ANCHOR } from "@/lib/offline/storage";

/**
 * The reader's way to the whole Bible offline: the profile's download card, which offers Premium
 * to those without it. A plain link, so the chapter page carries no code for it.
 */
export function ReadOfflineLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <a
      href={`${localizedPathname({ href: "/profile", locale })}#${OFFLINE_BIBLE_ANCHOR}`}
      className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
    >
      <Download aria-hidden className="size-4" />
      {label}
    </a>
  );
}
