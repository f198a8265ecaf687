"use client";

import { BookOpen } from "@/components/icons";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { Bookmark } from "@/lib/bookmarks/schemas";
import { useTagLabel } from "./use-tag-label";

interface BookmarkDetailsDialogProps {
  bookmark: Bookmark;
  verseHref: string | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Spec: the details dialog (content, tags, created date), and a verse's way into the reader. */
export function BookmarkDetailsDialog({
  bookmark,
  verseHref,
  onClose,
  onCloseAutoFocus,
}: BookmarkDetailsDialogProps) {
  const t = useTranslations("Bookmarks");
  const tagLabel = useTagLabel();
  const format = useFormatter();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={onCloseAutoFocus}
        className="sm:max-w-2xl"
        data-testid="bookmark-details-dialog"
      >
        <DialogHeader>
          <DialogTitle className="leading-snug break-words">{bookmark.title}</DialogTitle>
          <DialogDescription asChild>
            <div>
              <Badge variant={bookmark.bookmark_type === "VERSE" ? "default" : "secondary"}>
                {t(`types.${bookmark.bookmark_type}`)}
              </Badge>
            </div>
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground font-medium">{t("details.content")}</dt>
            <dd
              className={
                bookmark.bookmark_type === "VERSE"
                  ? "font-serif text-base leading-relaxed whitespace-pre-line"
                  : "leading-relaxed break-words whitespace-pre-line"
              }
            >
              {bookmark.content}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground font-medium">{t("details.tags")}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {bookmark.tags.length > 0
                ? bookmark.tags.map((tag) => (
                    <Badge key={tag.id} variant="outline">
                      {tagLabel(tag.name)}
                    </Badge>
                  ))
                : t("details.noTags")}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground font-medium">{t("details.created")}</dt>
            <dd>
              <time dateTime={bookmark.created_at}>
                {format.dateTime(new Date(bookmark.created_at), {
                  dateStyle: "long",
                  timeStyle: "short",
                })}
              </time>
            </dd>
          </div>
        </dl>
        <DialogFooter>
          {verseHref && (
            <Button asChild variant="outline">
              <a href={verseHref}>
                <BookOpen aria-hidden />
                {t("details.openInReader")}
              </a>
            </Button>
          )}
          <Button type="button" onClick={onClose}>
            {t("details.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
