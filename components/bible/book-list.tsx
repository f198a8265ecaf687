import { getTranslations } from "next-intl/server";
import { bookName, booksOfTestament, type BibleBook } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { chapterHref } from "./bible-href";
import { ScrollPanel } from "./scroll-panel";
import { testamentLabelKey } from "./testament-labels";

/**
 * The large-screen book list: the current testament's books in a 400 px scroll area, drawn as
 * plain markup for `ServerMarkup` (`ChapterInteractions` keeps its links' navigation in the app).
 * Its links' styles are written once, in app/components.css, and their "Loading…" label once, as
 * a template on the list, not on each of up to 39 links.
 */
export async function drawBookList({ locale, current }: { locale: Locale; current: BibleBook }) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  return (
    <nav
      aria-label={t("booksOf", { testament: t(testamentLabelKey(current.testament)) })}
      data-book-list
      data-pending-template={t("loadingChapter", { book: "{book}", chapter: "{chapter}" })}
    >
      <ScrollPanel className="bg-card h-[400px] overflow-y-auto rounded-lg border">
        <ul className="book-list">
          {booksOfTestament(current.testament).map((book) => {
            const isCurrent = book.id === current.id;
            return (
              <li key={book.id}>
                <a
                  href={localizedPathname({ href: chapterHref(book, 1, locale), locale })}
                  aria-current={isCurrent ? "true" : undefined}
                  data-in-app
                >
                  <span>{bookName(book, locale)}</span>
                  <span>{book.chapters}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </ScrollPanel>
    </nav>
  );
}
