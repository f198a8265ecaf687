import { getTranslations } from "next-intl/server";
import { bookName, booksOfTestament, TESTAMENTS } from "@/lib/bible/books";
import { bookHref } from "@/lib/bible/page-hrefs";
import { Link } from "@/lib/i18n/server-link";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/ui/cn";
import { testamentLabelKey } from "./testament-labels";
import { TESTAMENT_PARAM_VALUES, TESTAMENT_SCRIPT } from "./testament-param";

/**
 * Both testaments' books as grids of links to their chapter grids, all in the HTML for crawlers;
 * the toggle around them shows one testament at a time.
 */
export async function BooksGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  return TESTAMENTS.map((testament) => {
    const key = TESTAMENT_PARAM_VALUES[testament];
    const headingId = `${key}-testament-heading`;
    return (
      <section
        key={testament}
        aria-labelledby={headingId}
        data-testament={key}
        className={cn(
          key === "old"
            ? "group-data-[active-testament=new]/testaments:hidden"
            : "group-data-[active-testament=old]/testaments:hidden",
        )}
      >
        <h2 id={headingId} className="mb-3 font-serif text-2xl font-semibold">
          {t(testamentLabelKey(testament))}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {booksOfTestament(testament).map((book) => (
            <li key={book.id}>
              <Link
                href={bookHref(book, locale)}
                prefetch={false}
                className="bg-card text-card-foreground hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 flex h-full flex-col rounded-lg border px-3 py-2.5 shadow-xs transition-colors outline-none focus-visible:ring-[3px]"
              >
                <span className="font-medium">{bookName(book, locale)}</span>
                <span className="text-muted-foreground text-xs">
                  {t("chapterCount", { count: book.chapters })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/** First child of `TestamentTabs`: applies `?testament=new` to it before the grids paint. */
export function TestamentScript() {
  return <script dangerouslySetInnerHTML={{ __html: TESTAMENT_SCRIPT }} />;
}
