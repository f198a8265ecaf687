"use client";

import { clsx } from "clsx";
import { BookOpen, Eye, MoreVertical, NotebookPen, Tags, Trash2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isPendingBookmark } from "@/hooks/use-bookmarks";
import type { Bookmark } from "@/lib/bookmarks/schemas";
import { preloadCardDialogs } from "./bookmark-dialog-loaders";
import { NoteEditor } from "./note-editor";

export type BookmarkAction = "details" | "edit-note" | "tags" | "delete";

interface BookmarkCardProps {
  bookmark: Bookmark;
  /** The reader's address of a verse bookmark. */
  verseHref: string | null;
  editing: boolean;
  onAction: (action: BookmarkAction) => void;
  onNoteChange: (content: string) => void;
  onEditEnd: (returnFocus: boolean) => void;
}

/** The id of a card's menu button, where focus returns when one of its dialogs closes. */
export function bookmarkMenuId(bookmark: Pick<Bookmark, "id">): string {
  return `bookmark-menu-${bookmark.id}`;
}

export function BookmarkCard({
  bookmark,
  verseHref,
  editing,
  onAction,
  onNoteChange,
  onEditEnd,
}: BookmarkCardProps) {
  const t = useTranslations("Bookmarks");
  const format = useFormatter();
  const titleId = `bookmark-title-${bookmark.id}`;
  const created = new Date(bookmark.created_at);
  // An action moves focus on (a dialog, the note field): the closing menu must not take it back.
  const actionChosen = useRef(false);
  const choose = (action: BookmarkAction) => () => {
    actionChosen.current = true;
    onAction(action);
  };

  return (
    <li
      aria-labelledby={titleId}
      data-testid="bookmark-card"
      data-type={bookmark.bookmark_type}
      className="bg-card text-card-foreground flex min-w-0 flex-col gap-3 rounded-xl border p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant={bookmark.bookmark_type === "VERSE" ? "default" : "secondary"}>
            {t(`types.${bookmark.bookmark_type}`)}
          </Badge>
          <time dateTime={bookmark.created_at} className="text-muted-foreground text-xs">
            {t("card.saved", { date: format.dateTime(created, { dateStyle: "medium" }) })}
          </time>
        </div>
        <DropdownMenu modal={false} onOpenChange={(open) => open && preloadCardDialogs()}>
          <DropdownMenuTrigger asChild>
            <Button
              id={bookmarkMenuId(bookmark)}
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-2 size-8"
              aria-label={t("card.actions", { title: bookmark.title })}
              disabled={isPendingBookmark(bookmark)}
            >
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            onCloseAutoFocus={(event) => {
              if (actionChosen.current) event.preventDefault();
              actionChosen.current = false;
            }}
          >
            <DropdownMenuItem onSelect={choose("details")}>
              <Eye aria-hidden />
              {t("card.viewDetails")}
            </DropdownMenuItem>
            {bookmark.bookmark_type === "NOTE" && (
              <DropdownMenuItem onSelect={choose("edit-note")}>
                <NotebookPen aria-hidden />
                {t("card.editNote")}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={choose("tags")}>
              <Tags aria-hidden />
              {t("card.manageTags")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={choose("delete")}>
              <Trash2 aria-hidden />
              {t("card.delete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
        {bookmark.title}
      </h2>
      {editing ? (
        <NoteEditor
          initialContent={bookmark.content}
          labels={{ note: t("card.noteLabel"), hint: t("card.noteHint"), save: t("card.saveNote") }}
          onSave={onNoteChange}
          onDone={onEditEnd}
        />
      ) : (
        <p
          className={clsx(
            "text-muted-foreground line-clamp-5 break-words whitespace-pre-line",
            bookmark.bookmark_type === "VERSE" && "text-foreground font-serif text-base",
          )}
        >
          {bookmark.content}
        </p>
      )}
      {bookmark.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("details.tags")}>
          {bookmark.tags.map((tag) => (
            <li key={tag.id}>
              <Badge variant="outline">{tag.name}</Badge>
            </li>
          ))}
        </ul>
      )}
      {verseHref && (
        <a
          href={verseHref}
          className="text-primary mt-auto inline-flex w-fit items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
        >
          <BookOpen aria-hidden className="size-4" />
          {t("card.openInReader")}
          <span className="sr-only">: {bookmark.title}</span>
        </a>
      )}
    </li>
  );
}
