"use client";

import { ChevronDown, Search } from "@/components/icons";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { BookmarkQuery, SortOrder, TypeFilter } from "./bookmark-filters";
import { useTagLabel } from "./use-tag-label";

const TYPE_FILTERS: ReadonlyArray<{
  value: TypeFilter;
  label: "all" | "verses" | "notes" | "insights";
}> = [
  { value: "ALL", label: "all" },
  { value: "VERSE", label: "verses" },
  { value: "NOTE", label: "notes" },
  { value: "INSIGHT", label: "insights" },
];

interface BookmarksToolbarProps {
  query: BookmarkQuery;
  tagNames: readonly string[];
  onChange: (query: BookmarkQuery) => void;
}

/** A filter's select with its small label above it. */
function LabelledSelect({
  id,
  label,
  className,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={`grid min-w-0 flex-1 gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-muted-foreground text-xs font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        icon={<ChevronDown aria-hidden />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}

/** Search (title, content, tags), the type filter, a tag filter and the sort order. */
export function BookmarksToolbar({ query, tagNames, onChange }: BookmarksToolbarProps) {
  const t = useTranslations("Bookmarks.filters");
  const tagLabel = useTagLabel();
  const set = (patch: Partial<BookmarkQuery>) => onChange({ ...query, ...patch });

  return (
    <section aria-label={t("label")} className="grid gap-3">
      <div role="search" className="relative">
        <label htmlFor="bookmark-search" className="sr-only">
          {t("search")}
        </label>
        <Search
          aria-hidden
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <Input
          id="bookmark-search"
          type="search"
          autoComplete="off"
          value={query.search}
          onChange={(event) => set({ search: event.target.value })}
          placeholder={t("searchPlaceholder")}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {/* Native radios: arrow keys move between the types and the page carries no script for it. */}
        <fieldset className="grid w-full gap-1.5 sm:w-auto">
          <legend className="text-muted-foreground mb-1.5 text-xs font-medium">{t("type")}</legend>
          <div className="flex h-9 w-full rounded-md border shadow-xs sm:w-fit">
            {TYPE_FILTERS.map(({ value, label }) => (
              <label
                key={value}
                className="has-[:focus-visible]:ring-ring/50 has-[:checked]:bg-accent has-[:checked]:text-accent-foreground hover:bg-muted flex flex-1 cursor-pointer items-center justify-center border-l px-3 text-sm font-medium whitespace-nowrap first:rounded-l-md first:border-l-0 last:rounded-r-md has-[:focus-visible]:z-10 has-[:focus-visible]:ring-[3px]"
              >
                <input
                  type="radio"
                  name="bookmark-type"
                  value={value}
                  checked={query.type === value}
                  onChange={() => set({ type: value })}
                  className="sr-only"
                />
                {t(label)}
              </label>
            ))}
          </div>
        </fieldset>
        <LabelledSelect
          id="bookmark-tag"
          label={t("tag")}
          className="sm:max-w-56"
          value={query.tag ?? ""}
          onChange={(value) => set({ tag: value || null })}
        >
          <option value="">{t("allTags")}</option>
          {tagNames.map((name) => (
            <option key={name} value={name}>
              {tagLabel(name)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          id="bookmark-sort"
          label={t("sort")}
          className="sm:max-w-48"
          value={query.sort}
          onChange={(value) => set({ sort: value as SortOrder })}
        >
          <option value="newest">{t("newest")}</option>
          <option value="oldest">{t("oldest")}</option>
        </LabelledSelect>
      </div>
    </section>
  );
}
