"use client";

import { useEffect, useMemo } from "react";
import { isPendingBookmark, useBookmarks } from "@/hooks/use-bookmarks";
import { bookmarkLimitError } from "@/lib/bookmarks/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { toast } from "@/lib/ui/toast";
import {
  bookmarkedVerses,
  fillReference,
  verseBookmark,
  type VersionChapter,
} from "./bookmarked-verses";
import type { VerseBookmarkRequest } from "./verse-bookmark";
import { VerseBookmarkDialog } from "./verse-bookmark-dialog";
import type { VerseBookmarkLabels } from "./verse-bookmark-labels";
import { verseNumberOf, verseRows } from "./verse-dom";

export interface VerseBookmarkIslandProps extends VersionChapter {
  userId: string;
  locale: Locale;
  labels: VerseBookmarkLabels;
  /** "John 3": a verse reference is this plus ":16". */
  referencePrefix: string;
  /** The verse whose dialog is open, if any. */
  request: VerseBookmarkRequest | null;
  onClose: () => void;
}

/** Marks the verses the member has bookmarked: a filled bookmark button, labelled to say so. */
function useVerseMarks(verses: ReadonlySet<number>, referencePrefix: string, label: string) {
  useEffect(() => {
    const rows = verseRows();
    for (const row of rows) {
      const verse = verseNumberOf(row);
      const marked = verse !== undefined && verses.has(verse);
      row.toggleAttribute("data-bookmarked", marked);
      const button = row.querySelector<HTMLButtonElement>('button[data-action="bookmark"]');
      if (!button) continue;
      button.dataset.plainLabel ??= button.title;
      button.title = marked
        ? fillReference(label, `${referencePrefix}:${verse}`)
        : button.dataset.plainLabel;
    }
    return () => {
      for (const row of rows) {
        row.removeAttribute("data-bookmarked");
        const button = row.querySelector<HTMLButtonElement>('button[data-action="bookmark"]');
        if (button?.dataset.plainLabel === undefined) continue;
        button.title = button.dataset.plainLabel;
      }
    };
  }, [verses, referencePrefix, label]);
}

/**
 * What a signed-in member gets on a chapter page, loaded only for them: the marks of their
 * bookmarked verses and the bookmark dialog, with SWR and the contract's schemas.
 */
export default function VerseBookmarkIsland({
  userId,
  locale,
  labels,
  bookId,
  chapter,
  translation,
  referencePrefix,
  request,
  onClose,
}: VerseBookmarkIslandProps) {
  const caller = useMemo(() => ({ userId, locale }), [userId, locale]);
  const { bookmarks = [], create, update } = useBookmarks(caller);
  const at = useMemo(() => ({ bookId, chapter, translation }), [bookId, chapter, translation]);
  const marked = useMemo(() => bookmarkedVerses(bookmarks, at), [bookmarks, at]);
  useVerseMarks(marked, referencePrefix, labels.bookmarked);

  if (!request || request.bookId !== bookId || request.chapter !== chapter) return null;
  const existing = verseBookmark(bookmarks, at, request.verse);

  async function save(tagNames: string[]) {
    if (!request) return;
    onClose();
    try {
      if (existing && !isPendingBookmark(existing)) {
        await update(existing.id, { tag_names: tagNames });
      } else {
        await create({
          title: request.reference,
          content: request.text,
          bookmark_type: "VERSE",
          tag_names: tagNames,
          verse: {
            book: bookId,
            chapter,
            verse_start: request.verse,
            verse_end: request.verse,
            translation,
          },
        });
      }
      toast.success(labels.saved);
    } catch (error) {
      const limit = bookmarkLimitError(error);
      if (limit) {
        toast.error(labels.limitTitle, {
          description: limit.detail,
          link: { label: labels.upgrade, href: localizedPathname({ href: "/upgrade", locale }) },
        });
      } else {
        toast.error(navigator.onLine ? labels.failed : labels.offline);
      }
    }
  }

  return (
    <VerseBookmarkDialog
      key={`${request.verse}-${existing?.id ?? "new"}`}
      caller={caller}
      labels={labels}
      request={request}
      existing={existing}
      onSave={save}
      onClose={onClose}
    />
  );
}
