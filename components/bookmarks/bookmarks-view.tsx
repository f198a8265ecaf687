"use client";

import { BookOpen, NotebookPen, WifiOff } from "@/components/icons";
import { useTranslations } from "next-intl";
import { Suspense, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useBookmarks } from "@/hooks/use-bookmarks";
import { useOnline } from "@/hooks/use-online";
import { bookmarkLimitError } from "@/lib/bookmarks/client";
import type { Bookmark } from "@/lib/bookmarks/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { toast } from "@/lib/ui/toast";
import { BookmarkCard, bookmarkMenuId, type BookmarkAction } from "./bookmark-card";
import {
  BookmarkDetailsDialog,
  BookmarkTagsDialog,
  DeleteBookmarkDialog,
  NewNoteDialog,
  preloadNewNoteDialog,
} from "./bookmark-dialog-loaders";
import {
  bookmarkStats,
  filterBookmarks,
  isFiltering,
  NO_BOOKMARK_FILTERS,
  planUsage,
  usedTagNames,
  type BookmarkQuery,
} from "./bookmark-filters";
import { BookmarkStats } from "./bookmark-stats";
import { BookmarkCardSkeletons } from "./bookmarks-skeleton";
import { BookmarksToolbar } from "./bookmarks-toolbar";
import { PlanUsage } from "./plan-usage";
import { uniqueTagNames } from "./tag-names";
import { useTagLabel } from "./use-tag-label";
import { verseHref, type VerseBooks } from "./verse-link";

export interface BookmarksViewProps {
  userId: string;
  locale: Locale;
  isPremium: boolean;
  verseBooks: VerseBooks;
  upgradeHref: string;
  bibleHref: string;
}

type OpenDialog = { kind: "details" | "tags" | "delete"; id: string } | { kind: "new-note" };

const SEARCH_ID = "bookmark-search";
const NEW_NOTE_ID = "new-note-button";

/** Where focus goes when a dialog closes: the card's menu button, or the search box if it is gone. */
function returnFocusTo(id: string) {
  return (event: Event) => {
    event.preventDefault();
    (document.getElementById(id) ?? document.getElementById(SEARCH_ID))?.focus();
  };
}

/** The bookmarks page: stats, search and filters, the cards and their dialogs. */
export function BookmarksView({
  userId,
  locale,
  isPremium,
  verseBooks,
  upgradeHref,
  bibleHref,
}: BookmarksViewProps) {
  const t = useTranslations("Bookmarks");
  const tagLabel = useTagLabel();
  const caller = useMemo(() => ({ userId, locale }), [userId, locale]);
  const { bookmarks, error, isLoading, retry, create, update, remove } = useBookmarks(caller);
  const [query, setQuery] = useState<BookmarkQuery>(NO_BOOKMARK_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const online = useOnline();

  const all = bookmarks ?? [];
  const shown = useMemo(
    () => filterBookmarks(bookmarks ?? [], query, tagLabel),
    [bookmarks, query, tagLabel],
  );
  const tagNames = uniqueTagNames(usedTagNames(all), query.tag ? [query.tag] : []);
  const open = dialog && "id" in dialog ? all.find((bookmark) => bookmark.id === dialog.id) : null;
  const close = () => setDialog(null);

  function limitToast(error: unknown): boolean {
    const limit = bookmarkLimitError(error);
    if (!limit) return false;
    toast.error(t("toasts.limitTitle"), {
      description: limit.detail,
      link: { label: t("toasts.upgrade"), href: upgradeHref },
    });
    return true;
  }

  function onAction(bookmark: Bookmark, action: BookmarkAction) {
    if (action === "edit-note") setEditingId(bookmark.id);
    else setDialog({ kind: action, id: bookmark.id });
  }

  async function saveNote(bookmark: Bookmark, content: string) {
    try {
      await update(bookmark.id, { content });
      toast.success(t("toasts.updated"));
    } catch {
      toast.error(t("toasts.updateFailed"));
    }
  }

  function endEdit(bookmark: Bookmark, returnFocus: boolean) {
    setEditingId((current) => (current === bookmark.id ? null : current));
    if (returnFocus)
      requestAnimationFrame(() => document.getElementById(bookmarkMenuId(bookmark))?.focus());
  }

  async function saveTags(bookmark: Bookmark, tagNames: string[]) {
    close();
    try {
      await update(bookmark.id, { tag_names: tagNames });
      toast.success(t("toasts.success"), { description: t("toasts.tagsUpdated") });
    } catch {
      toast.error(t("toasts.error"), { description: t("toasts.tagsFailed") });
    }
  }

  async function deleteBookmark(bookmark: Bookmark) {
    close();
    try {
      await remove(bookmark.id);
      toast.success(t("toasts.deleted"));
    } catch {
      toast.error(t("toasts.deleteFailed"));
    }
  }

  async function createNote(note: { title: string; content: string }): Promise<boolean> {
    try {
      await create({
        title: note.title || undefined,
        content: note.content,
        bookmark_type: "NOTE",
      });
      toast.success(t("toasts.created"));
      return true;
    } catch (error) {
      if (!limitToast(error)) toast.error(t("toasts.createFailed"));
      return false;
    }
  }

  const filtering = isFiltering(query);

  return (
    <div className="space-y-6">
      {/* On a phone the usage takes the full width and the button sits under it. */}
      <div className="grid gap-3 sm:flex sm:items-start">
        <div className="min-w-0 sm:flex-1">
          {bookmarks && (
            <PlanUsage usage={planUsage(bookmarks.length, isPremium)} upgradeHref={upgradeHref} />
          )}
        </div>
        <Button
          id={NEW_NOTE_ID}
          disabled={!online}
          onPointerEnter={preloadNewNoteDialog}
          onFocus={preloadNewNoteDialog}
          onClick={() => setDialog({ kind: "new-note" })}
        >
          <NotebookPen aria-hidden />
          {t("newNote")}
        </Button>
      </div>
      {!online && (
        <p
          role="status"
          className="bg-muted text-muted-foreground flex items-start gap-2 rounded-lg px-4 py-3 text-sm"
        >
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("offline")}
        </p>
      )}
      <BookmarkStats stats={bookmarkStats(all)} />
      <BookmarksToolbar query={query} tagNames={tagNames} onChange={setQuery} />

      {isLoading ? (
        <BookmarkCardSkeletons label={t("loading")} />
      ) : error && !bookmarks ? (
        <div
          role="alert"
          className="bg-card grid justify-items-center gap-3 rounded-xl border p-8 text-center"
        >
          <p>{t("loadFailed")}</p>
          <Button variant="outline" onClick={() => void retry()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <>
          <p
            aria-live="polite"
            className="text-muted-foreground text-sm"
            data-testid="bookmark-results"
          >
            {t("filters.results", { count: shown.length })}
          </p>
          {shown.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="bookmark-list">
              {shown.map((bookmark) => (
                <BookmarkCard
                  key={bookmark.id}
                  bookmark={bookmark}
                  verseHref={bookmark.verse ? verseHref(bookmark.verse, verseBooks) : null}
                  editing={online && editingId === bookmark.id}
                  readOnly={!online}
                  onAction={(action) => onAction(bookmark, action)}
                  onNoteChange={(content) => void saveNote(bookmark, content)}
                  onEditEnd={(returnFocus) => endEdit(bookmark, returnFocus)}
                />
              ))}
            </ul>
          ) : filtering ? (
            <div className="bg-card grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
              <p>{t("emptyFiltered")}</p>
              <Button
                variant="outline"
                onClick={() => setQuery({ ...NO_BOOKMARK_FILTERS, sort: query.sort })}
              >
                {t("filters.clear")}
              </Button>
            </div>
          ) : (
            <div className="bg-card grid justify-items-center gap-4 rounded-xl border border-dashed p-8 text-center">
              <p className="max-w-prose">{t("empty")}</p>
              <Button asChild>
                <a href={bibleHref}>
                  <BookOpen aria-hidden />
                  {t("openBible")}
                </a>
              </Button>
            </div>
          )}
        </>
      )}

      <Suspense>
        {dialog?.kind === "new-note" && (
          <NewNoteDialog
            onCreate={createNote}
            onClose={close}
            onCloseAutoFocus={returnFocusTo(NEW_NOTE_ID)}
          />
        )}
        {open && dialog?.kind === "details" && (
          <BookmarkDetailsDialog
            bookmark={open}
            verseHref={open.verse ? verseHref(open.verse, verseBooks) : null}
            onClose={close}
            onCloseAutoFocus={returnFocusTo(bookmarkMenuId(open))}
          />
        )}
        {open && dialog?.kind === "tags" && (
          <BookmarkTagsDialog
            caller={caller}
            bookmark={open}
            onSave={(tagNames) => void saveTags(open, tagNames)}
            onClose={close}
            onCloseAutoFocus={returnFocusTo(bookmarkMenuId(open))}
          />
        )}
        {open && dialog?.kind === "delete" && (
          <DeleteBookmarkDialog
            bookmark={open}
            onConfirm={() => void deleteBookmark(open)}
            onClose={close}
            onCloseAutoFocus={returnFocusTo(bookmarkMenuId(open))}
          />
        )}
      </Suspense>
    </div>
  );
}
