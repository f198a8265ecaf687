"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { SearchMessages } from "./reader-labels";
import type { SearchState } from "./reader-store";
import { SearchResults } from "./search-results";

/*
 * The search's texts with counts (plurals) and its results. Loaded with the first search, and
 * with them the message formatter: reading a chapter never downloads either.
 */
interface SearchTextProps {
  locale: Locale;
  messages: SearchMessages;
}

function SearchMessagesProvider({
  locale,
  messages,
  children,
}: SearchTextProps & { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ Bible: messages }}
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
    <SearchMessagesProvider {...props}>
      <FilterCount count={count} query={query} />
    </SearchMessagesProvider>
  );
}

/** The search's state (loading, matching books, verses, error) with its results. */
export function SearchPanel({
  state,
  onClose,
  onLoadMore,
  ...props
}: SearchTextProps & { state: SearchState; onClose: () => void; onLoadMore: () => void }) {
  return (
    <SearchMessagesProvider {...props}>
      <SearchResults state={state} onClose={onClose} onLoadMore={onLoadMore} />
    </SearchMessagesProvider>
  );
}
