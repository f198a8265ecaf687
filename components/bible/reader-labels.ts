import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";

type Translator<Namespace extends "Bible" | "Share"> = Awaited<
  ReturnType<typeof getTranslations<Namespace>>
>;

function sharingLabels(t: Translator<"Bible">, share: Translator<"Share">) {
  return {
    copy: {
      copiedTitle: t("copiedTitle"),
      copiedDescription: t("copiedDescription"),
      copyFailed: t("copyFailed"),
    },
    share: {
      share: share("share"),
      linkCopied: share("linkCopied"),
      verseLinkCopied: share("verseLinkCopied"),
      chapterLinkCopied: share("chapterLinkCopied"),
      copyFailed: share("copyFailed"),
    },
  };
}

/** What a verse page's Copy and Share say, formatted on the server. */
export async function verseSharingLabels(locale: Locale) {
  const [t, share] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Share" }),
  ]);
  return sharingLabels(t, share);
}

/**
 * The reader's texts for its client components, formatted on the server. The texts only an action
 * needs (a search's results, the bookmark dialog) are fetched on first use (`reader-texts.ts`).
 */
export async function readerLabels(locale: Locale) {
  const [t, share] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Share" }),
  ]);
  return {
    locale,
    /** 'Loading {book} {chapter}...' with its placeholders left for the browser to fill. */
    loadingChapter: t("loadingChapter", { book: "{book}", chapter: "{chapter}" }),
    offline: t("offline"),
    controls: {
      book: t("book"),
      chapter: t("chapter"),
      previousBook: t("previousBook"),
      nextBook: t("nextBook"),
      previousChapter: t("previousChapter"),
      nextChapter: t("nextChapter"),
    },
    search: {
      searchLabel: t("searchLabel"),
      searchPlaceholder: t("searchPlaceholder"),
      searchSubmit: t("searchSubmit"),
      clearSearch: t("clearSearch"),
      searchFailed: t("searchFailed"),
      searchOffline: t("searchOffline"),
      errorTitle: t("errorTitle"),
      booksFailed: t("booksFailed"),
    },
    ...sharingLabels(t, share),
    fontSize: {
      textSize: t("textSize"),
      smallerText: t("smallerText"),
      largerText: t("largerText"),
    },
    testaments: {
      testament: t("testament"),
      oldTestament: t("oldTestament"),
      newTestament: t("newTestament"),
    },
  };
}

export type ReaderLabels = Awaited<ReturnType<typeof readerLabels>>;
