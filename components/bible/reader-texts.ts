import "server-only";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { verseBookmarkLabels } from "./verse-bookmark-labels";

/** The messages the search's results and filter count format in the browser (plurals). */
const SEARCH_MESSAGE_KEYS = [
  "filterMatches",
  "bookMatches",
  "verseResults",
  "showingResults",
  "loadMore",
  "loadingMore",
  "loadMoreFailed",
  "noResults",
  "goToVerse",
  "goToVerseLabel",
  "chapterCount",
  "loadingChapter",
  "oldTestament",
  "newTestament",
  "searching",
  "loadingBooks",
  "clearSearch",
] as const satisfies readonly (keyof Messages["Bible"])[];

export type SearchMessages = Pick<Messages["Bible"], (typeof SEARCH_MESSAGE_KEYS)[number]>;

/**
 * The reader's texts that only an action needs: the search's results, the verse bookmark dialog
 * and a plan reading's toast. Served as one file per language (`lib/site/reader-texts.ts`) and
 * fetched on first use, so a chapter page does not carry them in its RSC payload.
 */
export async function readerTexts(locale: Locale) {
  const [plans, messages, verseBookmark] = await Promise.all([
    getTranslations({ locale, namespace: "PlanActions" }),
    getMessages({ locale }) as Promise<Messages>,
    verseBookmarkLabels(locale),
  ]);
  return {
    search: Object.fromEntries(
      SEARCH_MESSAGE_KEYS.map((key) => [key, messages.Bible[key]]),
    ) as SearchMessages,
    verseBookmark,
    planTracker: {
      /** With "{reference}": "John 3 marked as read in your plan." */
      marked: plans("readingMarked", { reference: "{reference}" }),
      /** With "{day}". */
      dayComplete: plans("dayComplete", { day: "{day}" }),
      /** With "{reference}". */
      nextReading: plans("nextReading", { reference: "{reference}" }),
      backToPlan: plans("backToPlan"),
      /** The plan page's path with "__plan__" for its slug. */
      planPath: localizedPathname({
        href: { pathname: "/plans/[slug]", params: { slug: "__plan__" } },
        locale,
      }),
    },
  };
}

export type ReaderTexts = Awaited<ReturnType<typeof readerTexts>>;
