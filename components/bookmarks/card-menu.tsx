"use client";

import { Eye, NotebookPen, Tags, Trash } from "@/components/icons";
import { useEffect, useRef, type ReactNode } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { preloadCardDialogs } from "./bookmark-dialog-loaders";

export type BookmarkAction = "details" | "edit-note" | "tags" | "delete";

export interface CardMenuProps {
  /** The menu button, drawn by the card (the same one stands in until this menu has loaded). */
  trigger: ReactNode;
  labels: Record<BookmarkAction, string>;
  canEditNote: boolean;
  /** Opened from the keyboard: the first item takes focus, as Radix does for its own trigger. */
  focusFirstItem: boolean;
  onAction: (action: BookmarkAction) => void;
}

/** A card's menu (Radix), loaded on the first use of any card's menu button; opens at once. */
export default function CardMenu({
  trigger,
  labels,
  canEditNote,
  focusFirstItem,
  onAction,
}: CardMenuProps) {
  // An action moves focus on (a dialog, the note field): the closing menu must not take it back.
  const actionChosen = useRef(false);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusFirstItem) return;
    // After Radix has focused the menu itself on opening.
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusFirstItem]);
  const choose = (action: BookmarkAction) => () => {
    actionChosen.current = true;
    onAction(action);
  };

  return (
    <DropdownMenu defaultOpen modal={false} onOpenChange={(open) => open && preloadCardDialogs()}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        ref={content}
        onCloseAutoFocus={(event) => {
          if (actionChosen.current) event.preventDefault();
          actionChosen.current = false;
        }}
      >
        <DropdownMenuItem onSelect={choose("details")}>
          <Eye aria-hidden />
          {labels.details}
        </DropdownMenuItem>
        {canEditNote && (
          <DropdownMenuItem onSelect={choose("edit-note")}>
            <NotebookPen aria-hidden />
            {labels["edit-note"]}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={choose("tags")}>
          <Tags aria-hidden />
          {labels.tags}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={choose("delete")}>
          <Trash aria-hidden />
          {labels.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
