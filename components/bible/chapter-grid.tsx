import { getTranslations } from "next-intl/server";
import { bookName, type BibleBook } from "@/lib/bible/books";
import { chapterHref } from "@/lib/bible/page-hrefs";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";

/** Every chapter of a book as a grid of numbered links: one click from the book to any chapter. */
export async function ChapterGrid({
  locale,
  book,
  labelledBy,
}: {
  locale: Locale;
  book: BibleBook;
  labelledBy: string;
}) {
  const t = await getTranslations({ locale, namespace: "BibleBook" });
  const name = bookName(book, locale);
  return (
    <ol
      aria-labelledby={labelledBy}
      className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-2"
    >
      {Array.from({ length: book.chapters }, (_, index) => index + 1).map((chapter) => (
        <li key={chapter}>
          <Link
            href={chapterHref(book, chapter, locale)}
            prefetch={false}
            className="bg-card hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 flex h-12 items-center justify-center rounded-md border font-medium tabular-nums shadow-xs transition-colors outline-none focus-visible:ring-[3px]"
          >
            <span className="sr-only">{t("chapterLink", { book: name, chapter })}</span>
            <span aria-hidden>{chapter}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
