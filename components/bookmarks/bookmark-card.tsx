"use client";

import { clsx } from "clsx";
import { BookOpen, EllipsisVertical } from "@/components/icons";
import { useFormatter, useTranslations } from "next-intl";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { isPendingBookmark } from "@/hooks/use-bookmarks";
import type { Bookmark } from "@/lib/bookmarks/schemas";
import type { BookmarkAction, CardMenuProps } from "./card-menu";
import { NoteEditor } from "./note-editor";
import { useTagLabel } from "./use-tag-label";

export type { BookmarkAction };

const loadCardMenu = () => import("./card-menu");
// The menus' code (Radix menu, its positioning) loads when a member first reaches for one.
const CardMenu = lazy(loadCardMenu);

interface BookmarkCardProps {
  bookmark: Bookmark;
  /** The reader's address of a verse bookmark. */
  verseHref: string | null;
  editing: boolean;
  /** Offline: the card is read, not changed, so it has no menu. */
  readOnly?: boolean;
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
  readOnly = false,
  onAction,
  onNoteChange,
  onEditEnd,
}: BookmarkCardProps) {
  const t = useTranslations("Bookmarks");
  const tagLabel = useTagLabel();
  const format = useFormatter();
  const titleId = `bookmark-title-${bookmark.id}`;
  const created = new Date(bookmark.created_at);

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
        {!readOnly && (
          <BookmarkCardMenu
            bookmark={bookmark}
            label={t("card.actions", { title: bookmark.title })}
            labels={{
              details: t("card.viewDetails"),
              "edit-note": t("card.editNote"),
              tags: t("card.manageTags"),
              delete: t("card.delete"),
            }}
            onAction={onAction}
          />
        )}
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
              <Badge variant="outline">{tagLabel(tag.name)}</Badge>
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

/**
 * A card's menu button. Until it is first used it is a plain button; using it loads the menu,
 * which opens at once in its place (same id and label, so focus and tests find it).
 */
function BookmarkCardMenu({
  bookmark,
  label,
  labels,
  onAction,
}: {
  bookmark: Bookmark;
  label: string;
  labels: CardMenuProps["labels"];
  onAction: (action: BookmarkAction) => void;
}) {
  const [wanted, setWanted] = useState<{ byKeyboard: boolean } | null>(null);
  const button = (props: { onOpen?: (event: MouseEvent<HTMLButtonElement>) => void }) => (
    <Button
      id={bookmarkMenuId(bookmark)}
      variant="ghost"
      size="icon"
      className="-mt-1 -mr-2 size-8"
      aria-label={label}
      aria-haspopup="menu"
      disabled={isPendingBookmark(bookmark)}
      onPointerEnter={() => void loadCardMenu()}
      onFocus={() => void loadCardMenu()}
      onClick={props.onOpen}
    >
      <EllipsisVertical aria-hidden />
    </Button>
  );

  // A click from the keyboard (Enter, Space) has no pointer detail.
  if (!wanted) return button({ onOpen: (event) => setWanted({ byKeyboard: event.detail === 0 }) });
  return (
    <Suspense fallback={button({})}>
      <CardMenu
        trigger={button({})}
        labels={labels}
        canEditNote={bookmark.bookmark_type === "NOTE"}
        focusFirstItem={wanted.byKeyboard}
        onAction={onAction}
      />
    </Suspense>
  );
}
