import { Sun } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/server-link";
import type { DailyVerse } from "@/lib/landing/verse-of-the-day";

export async function VerseOfTheDayCard({ verse }: { verse: DailyVerse }) {
  const t = await getTranslations("Landing");
  return (
    <figure className="bg-card rounded-2xl border p-6 shadow-sm sm:p-8">
      <figcaption className="text-accent-foreground mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
        <Sun className="size-4" aria-hidden />
        {t("verseOfTheDay")}
      </figcaption>
      <blockquote className="font-serif text-xl leading-relaxed sm:text-2xl">
        <p>“{verse.text}”</p>
      </blockquote>
      <p className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <cite className="font-semibold not-italic">{verse.reference}</cite>
        <Link
          href={{
            pathname: "/bible/[book]/[chapter]",
            params: { book: verse.book, chapter: String(verse.chapter) },
            hash: `v${verse.verse}`,
          }}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {t("readChapter")} →
        </Link>
      </p>
    </figure>
  );
}
