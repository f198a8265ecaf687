import { ArrowLeft, ArrowRight } from "@/components/icons";
import { clsx } from "clsx";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { BIBLE_BOOKS, bookName, type BibleBook } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { chapterHref } from "./bible-href";

interface Step {
  book: BibleBook;
  chapter: number;
  label: string;
}

const STEP_LINK = clsx(
  buttonVariants({ variant: "outline" }),
  "h-auto min-h-9 max-w-full py-2 whitespace-normal",
);

/**
 * Where to read next, below the verses: the previous and next chapter, and at the end of a book
 * the first chapter of the next one (the pickers above stay within the book and testament). Drawn
 * as plain markup for `ServerMarkup`; `ChapterInteractions` keeps its links' navigation in the app.
 */
export async function drawChapterFooterNav({
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
    <a
      href={localizedPathname({ href: chapterHref(step.book, step.chapter, locale), locale })}
      rel={direction === "previous" ? "prev" : "next"}
      className={STEP_LINK}
      data-in-app
      data-pending-label={t("loadingChapter", {
        book: bookName(step.book, locale),
        chapter: step.chapter,
      })}
    >
      {direction === "previous" && <ArrowLeft />}
      <span>
        {step.label}
        <span className="sr-only">: </span>
        <span className="text-muted-foreground block text-xs font-normal">
          {bookName(step.book, locale)} {step.chapter}
        </span>
      </span>
      {direction === "next" && <ArrowRight />}
    </a>
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
