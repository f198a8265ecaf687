import { getTranslations } from "next-intl/server";
import { bookName, booksOfTestament, TESTAMENTS, type Testament } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { cn } from "@/lib/ui/cn";
import { chapterHref } from "./bible-href";
import { SEGMENT_ITEM, SEGMENT_ITEM_ACTIVE, testamentLabelKey } from "./testament-labels";

/**
 * The Old/New Testament toggle of the reader: switching opens the first book of the other
 * testament. Drawn as plain markup for `ServerMarkup`; `ChapterInteractions` keeps its links'
 * navigation in the app.
 */
export async function drawTestamentLinks({
  locale,
  active,
}: {
  locale: Locale;
  active: Testament;
}) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  return (
    <nav aria-label={t("testament")}>
      <ul className="bg-muted grid grid-cols-2 gap-1 rounded-md p-1">
        {TESTAMENTS.map((testament) => {
          const first = booksOfTestament(testament)[0];
          const isActive = testament === active;
          return (
            <li key={testament}>
              <a
                href={localizedPathname({ href: chapterHref(first, 1, locale), locale })}
                data-in-app
                aria-current={isActive ? "true" : undefined}
                data-pending-label={
                  isActive
                    ? undefined
                    : t("loadingChapter", { book: bookName(first, locale), chapter: 1 })
                }
                className={cn(SEGMENT_ITEM, isActive && SEGMENT_ITEM_ACTIVE)}
              >
                {t(testamentLabelKey(testament))}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
