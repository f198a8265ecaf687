import { ArrowLeft, ArrowRight } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { BIBLE_BOOKS, bookName, type BibleBook } from "@/lib/bible/books";
import { Link } from "@/lib/i18n/server-link";
import type { Locale } from "@/lib/i18n/locales";
import { chapterHref } from "./bible-href";

interface Step {
  book: BibleBook;
  chapter: number;
  label: string;
}

/**
 * Where to read next, below the verses: the previous and next chapter, and at the end of a book
 * the first chapter of the next one (the pickers above stay within the book and testament).
 */
export async function ChapterFooterNav({
  locale,
  book,
  chapter,
}: {
  locale: Locale;
  book: BibleBook;
  chapter: number;
}) {
  const t = await getTranslations({ locale, namespace: "Bible" });
  const following = BIBLE_BOOKS[book.number];
  const previous: Step | null =
    chapter > 1 ? { book, chapter: chapter - 1, label: t("previousChapter") } : null;
  const next: Step | null =
    chapter < book.chapters
      ? { book, chapter: chapter + 1, label: t("nextChapter") }
      : following
        ? {
            book: following,
            chapter: 1,
            label: t("continueWith", { book: bookName(following, locale) }),
          }
        : null;

  const link = (step: Step, direction: "previous" | "next") => (
    <Button asChild variant="outline" className="h-auto min-h-9 max-w-full py-2 whitespace-normal">
      <Link
        href={chapterHref(step.book, step.chapter, locale)}
        prefetch={false}
        rel={direction === "previous" ? "prev" : "next"}
        data-pending-label={t("loadingChapter", {
          book: bookName(step.book, locale),
          chapter: step.chapter,
        })}
      >
        {direction === "previous" && <ArrowLeft aria-hidden />}
        <span>
          {step.label}
          <span className="sr-only">: </span>
          <span className="text-muted-foreground block text-xs font-normal">
            {bookName(step.book, locale)} {step.chapter}
          </span>
        </span>
        {direction === "next" && <ArrowRight aria-hidden />}
      </Link>
    </Button>
  );

  return (
    <nav
      aria-label={t("chapterNavigation")}
      className="flex flex-wrap items-center justify-between gap-3 border-t pt-4"
    >
      <div>{previous && link(previous, "previous")}</div>
      <div className="ml-auto">{next && link(next, "next")}</div>
    </nav>
  );
}
