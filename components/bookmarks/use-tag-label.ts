"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { tagLabel, type BuiltInTagLabels } from "./tag-names";

/** The built-in tags' names in the page's language (from `Common`, which every page carries). */
export function useBuiltInTagLabels(): BuiltInTagLabels {
  const t = useTranslations("Common.builtInTags");
  return useMemo(() => ({ bibleVerse: t("bibleVerse"), aiResponse: t("aiResponse") }), [t]);
}

/** A tag's name as the reader sees it (`tagLabel`). */
export function useTagLabel(): (name: string) => string {
  const labels = useBuiltInTagLabels();
  return useCallback((name: string) => tagLabel(name, labels), [labels]);
}
