import "server-only";
import { getTranslations } from "next-intl/server";
import { TAGS_MAX_COUNT } from "@/lib/bookmarks/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { REFERENCE_PLACEHOLDER } from "./bookmarked-verses";

/**
 * The verse bookmark dialog's texts, formatted on the server: the chapter page carries no
 * message formatter for them. `{reference}` stays for the browser to fill.
 */
export async function verseBookmarkLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "VerseBookmark" });
  const builtInTag = await getTranslations({ locale, namespace: "Common.builtInTags" });
  const reference = REFERENCE_PLACEHOLDER;
  return {
    title: t("title", { reference }),
    editTitle: t("editTitle", { reference }),
    bookmarked: t("bookmarked", { reference }),
    description: t("description"),
    tagPicker: {
      tags: t("tags"),
      lockedTag: t("lockedTag"),
      loadingTags: t("loadingTags"),
      tagsFailed: t("tagsFailed"),
      newTag: t("newTag"),
      newTagPlaceholder: t("newTagPlaceholder"),
      addTag: t("addTag"),
      tooManyTags: t("tooManyTags", { max: TAGS_MAX_COUNT }),
      builtInTags: { bibleVerse: builtInTag("bibleVerse"), aiResponse: builtInTag("aiResponse") },
    },
    cancel: t("cancel"),
    save: t("save"),
    close: t("close"),
    saved: t("saved"),
    failed: t("failed"),
    offline: t("offline"),
    limitTitle: t("limitTitle"),
    upgrade: t("upgrade"),
  };
}

export type VerseBookmarkLabels = Awaited<ReturnType<typeof verseBookmarkLabels>>;
