"use client";

import { clsx } from "clsx";
import { Check, Lock, Plus } from "@/components/icons";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TAG_NAME_MAX_LENGTH, TAGS_MAX_COUNT } from "@/lib/bookmarks/schemas";
import {
  hasTagName,
  tagLabel,
  tagNameToAdd,
  toggleTagName,
  uniqueTagNames,
  type BuiltInTagLabels,
} from "./tag-names";

export interface TagPickerLabels {
  tags: string;
  lockedTag: string;
  loadingTags: string;
  tagsFailed: string;
  newTag: string;
  newTagPlaceholder: string;
  addTag: string;
  tooManyTags: string;
  builtInTags: BuiltInTagLabels;
}

interface TagPickerProps {
  labels: TagPickerLabels;
  /** The member's tags; undefined while they load. */
  available: readonly string[] | undefined;
  loadFailed?: boolean;
  selected: readonly string[];
  /** Names that stay selected (the verse dialog's 'Bible Verse'). */
  locked?: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * Tags as toggle chips, with a field to add a new one. A new tag is selected at once and created
 * on the server with the bookmark that carries it.
 */
export function TagPicker({
  labels,
  available,
  loadFailed = false,
  selected,
  locked = [],
  onChange,
}: TagPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [added, setAdded] = useState<string[]>([]);
  const names = uniqueTagNames(locked, available ?? [], selected, added);
  const full = selected.length >= TAGS_MAX_COUNT;

  function add() {
    const name = tagNameToAdd(typed, names);
    if (!name) return;
    setTyped("");
    if (hasTagName(selected, name)) return;
    if (full) return;
    setAdded((current) => uniqueTagNames(current, [name]));
    onChange([...selected, name]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{labels.tags}</legend>
        <div className="flex flex-wrap gap-2" data-testid="tag-chips">
          {names.map((name) => {
            const isLocked = hasTagName(locked, name);
            const on = isLocked || hasTagName(selected, name);
            return (
              <button
                key={name.toLowerCase()}
                type="button"
                aria-pressed={on}
                aria-disabled={isLocked || (!on && full) || undefined}
                aria-describedby={isLocked ? `${id}-locked` : undefined}
                title={isLocked ? labels.lockedTag : undefined}
                onClick={() => {
                  if (isLocked || (!on && full)) return;
                  onChange(toggleTagName(selected, name));
                }}
                className={clsx(
                  "focus-visible:ring-ring/50 inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border px-3 text-sm transition-colors outline-none focus-visible:ring-[3px] [&_svg]:size-3.5 [&_svg]:shrink-0",
                  on
                    ? "bg-primary text-primary-foreground border-transparent"
                    : "bg-background hover:bg-accent hover:text-accent-foreground",
                  isLocked && "cursor-default",
                )}
              >
                {isLocked ? <Lock aria-hidden /> : on ? <Check aria-hidden /> : null}
                <span className="truncate">{tagLabel(name, labels.builtInTags)}</span>
              </button>
            );
          })}
        </div>
        {locked.length > 0 && (
          <p id={`${id}-locked`} className="sr-only">
            {labels.lockedTag}
          </p>
        )}
        <p aria-live="polite" className="text-muted-foreground text-sm empty:hidden">
          {available === undefined && !loadFailed ? labels.loadingTags : null}
          {loadFailed ? labels.tagsFailed : null}
          {full ? labels.tooManyTags : null}
        </p>
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor={`${id}-new`} className="text-sm font-medium">
          {labels.newTag}
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-new`}
            value={typed}
            maxLength={TAG_NAME_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={labels.newTagPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" onClick={add} disabled={!typed.trim() || full}>
            <Plus aria-hidden />
            <span className="max-sm:sr-only">{labels.addTag}</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
