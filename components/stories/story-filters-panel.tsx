"use client";

import { ChevronDown, SlidersHorizontal, X } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Slider } from "@/components/ui/slider";
import { ALL_AGE_GROUPS, MIN_READING_TIME, type StoryFilters } from "@/lib/stories/filter";
import { cn } from "@/lib/ui/cn";

export interface FilterOption {
  id: string;
  label: string;
}

interface StoryFiltersPanelProps {
  filters: StoryFilters;
  onChange: (change: Partial<StoryFilters>) => void;
  onClear: () => void;
  sliderMax: number;
  ageGroups: FilterOption[];
  tags: FilterOption[];
  activeCount: number;
  /** The reader is about to search: the texts the search reads can start loading. */
  onSearchFocus?: () => void;
}

/** Search, age group, longest reading time and tags; on phones all but the search fold away. */
export function StoryFiltersPanel({
  filters,
  onChange,
  onClear,
  sliderMax,
  ageGroups,
  tags,
  activeCount,
  onSearchFocus,
}: StoryFiltersPanelProps) {
  const t = useTranslations("Stories");
  const id = useId();
  const [open, setOpen] = useState(false);
  const maxReadingTime = filters.maxReadingTime ?? sliderMax;
  const selectedTags = new Set(filters.tags);

  function toggleTag(tag: string, checked: boolean) {
    onChange({
      tags: checked ? [...filters.tags, tag] : filters.tags.filter((selected) => selected !== tag),
    });
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="bg-card flex flex-col gap-5 rounded-xl border p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold">
          <SlidersHorizontal className="text-primary size-4" aria-hidden />
          {t("filtersHeading")}
        </h2>
        {activeCount > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            className="text-muted-foreground -mr-2"
          >
            <X aria-hidden />
            {t("clearFilters")}
          </Button>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-search`}>{t("search")}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => onChange({ search: event.target.value })}
          onFocus={onSearchFocus}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>

      <Button
        variant="outline"
        className="lg:hidden"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden />
        {open ? t("hideFilters") : t("showFilters")}
        {activeCount > 0 && (
          <span className="text-muted-foreground">
            ({t("activeFilters", { count: activeCount })})
          </span>
        )}
      </Button>

      <div id={`${id}-more`} className={cn("flex-col gap-5", open ? "flex" : "hidden lg:flex")}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-age`}>{t("ageGroup")}</Label>
          <NativeSelect
            id={`${id}-age`}
            value={filters.ageGroup}
            onChange={(event) => onChange({ ageGroup: event.target.value })}
            icon={<ChevronDown aria-hidden />}
          >
            <option value={ALL_AGE_GROUPS}>{t("allAges")}</option>
            {ageGroups.map((ageGroup) => (
              <option key={ageGroup.id} value={ageGroup.id}>
                {ageGroup.label}
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <Label id={`${id}-time`}>{t("maxReadingTime")}</Label>
            <span className="text-muted-foreground text-sm tabular-nums" aria-hidden>
              {t("minutes", { minutes: maxReadingTime })}
            </span>
          </div>
          <Slider
            aria-labelledby={`${id}-time`}
            min={MIN_READING_TIME}
            max={sliderMax}
            step={1}
            value={[maxReadingTime]}
            onValueChange={([value]) =>
              onChange({ maxReadingTime: value >= sliderMax ? null : value })
            }
          />
          <div className="text-muted-foreground flex justify-between text-xs" aria-hidden>
            <span>{t("minutes", { minutes: MIN_READING_TIME })}</span>
            <span>{t("minutes", { minutes: sliderMax })}</span>
          </div>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">{t("tags")}</legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2.5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-2">
            {tags.map((tag) => {
              const checkboxId = `${id}-tag-${tag.id}`;
              return (
                <div key={tag.id} className="flex items-center gap-2">
                  <Checkbox
                    id={checkboxId}
                    checked={selectedTags.has(tag.id)}
                    onCheckedChange={(checked) => toggleTag(tag.id, checked === true)}
                  />
                  <Label htmlFor={checkboxId} className="cursor-pointer font-normal">
                    {tag.label}
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
