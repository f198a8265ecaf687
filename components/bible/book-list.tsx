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
 * Its links' styles are written once, in app/components.css, not on each of up to 39 links.
 */
export async function drawBookList({ locale, current }: { locale: Locale; current: BibleBook }) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  return (
    <nav
      aria-label={t("booksOf", { testament: t(testamentLabelKey(current.testament)) })}
      data-book-list
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
                  data-pending-label={t("loadingChapter", {
                    book: bookName(book, locale),
                    chapter: 1,
                  })}
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
