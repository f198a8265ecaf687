"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import { use, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { loadReaderTexts } from "./load-reader-texts";
import type { SearchState } from "./reader-store";
import { SearchResults } from "./search-results";

// For the search box to fetch the texts as soon as this code has come, before any submit.
export { loadReaderTexts };

/*
 * The search's texts with counts (plurals) and its results. Loaded with the first search, and
 * with them the message formatter and the texts: reading a chapter never downloads any of them.
 */
interface SearchTextProps {
  locale: Locale;
}

/** Its children under the search's messages, or `unavailable` when they could not be fetched. */
function SearchMessagesProvider({
  locale,
  unavailable,
  children,
}: SearchTextProps & { unavailable: ReactNode; children: ReactNode }) {
  const texts = use(loadReaderTexts(locale));
  if (!texts) return unavailable;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ Bible: texts.search }}
      timeZone="Africa/Nairobi"
    >
      {children}
    </NextIntlClientProvider>
  );
}

function FilterCount({ count, query }: { count: number; query: string }) {
  const t = useTranslations("Bible");
  return t("filterMatches", { count, query });
}

/** 'N verses in this chapter contain “…”' for the in-chapter filter. */
export function FilterStatus({
  count,
  query,
  ...props
}: SearchTextProps & { count: number; query: string }) {
  return (
    <SearchMessagesProvider {...props} unavailable={null}>
      <FilterCount count={count} query={query} />
    </SearchMessagesProvider>
  );
}

/** The search's state (loading, matching books, verses, error) with its results. */
export function SearchPanel({
  state,
  unavailable,
  onClose,
  onLoadMore,
  ...props
}: SearchTextProps & {
  state: SearchState;
  /** Shown instead when the search's texts cannot come (offline, never kept). */
  unavailable: ReactNode;
  onClose: () => void;
  onLoadMore: () => void;
}) {
  return (
    <SearchMessagesProvider {...props} unavailable={unavailable}>
      <SearchResults state={state} onClose={onClose} onLoadMore={onLoadMore} />
    </SearchMessagesProvider>
  );
}
