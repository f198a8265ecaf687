"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { BookmarksCaller } from "@/lib/bookmarks/client";
import {
  AI_RESPONSE_TAG,
  BIBLE_VERSE_TAG,
  TAGS_MAX_COUNT,
  type Bookmark,
  type BookmarkType,
} from "@/lib/bookmarks/schemas";
import { TagPicker } from "./tag-picker";
import { useTagSelection } from "./use-tag-selection";
import { useBuiltInTagLabels } from "./use-tag-label";

/** The tag each verse and each AI insight always carries. */
const LOCKED_TAGS: Record<BookmarkType, string[]> = {
  VERSE: [BIBLE_VERSE_TAG],
  NOTE: [],
  INSIGHT: [AI_RESPONSE_TAG],
};

interface BookmarkTagsDialogProps {
  caller: BookmarksCaller;
  bookmark: Bookmark;
  onSave: (tagNames: string[]) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Spec: the tag dialog preselects the bookmark's tags; saving sends the selected names. */
export function BookmarkTagsDialog({
  caller,
  bookmark,
  onSave,
  onClose,
  onCloseAutoFocus,
}: BookmarkTagsDialogProps) {
  const t = useTranslations("Bookmarks");
  const builtInTags = useBuiltInTagLabels();
  const { picker, chosen } = useTagSelection(
    caller,
    LOCKED_TAGS[bookmark.bookmark_type],
    bookmark.tags.map((tag) => tag.name),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("tagDialog.close")}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="bookmark-tags-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t("tagDialog.title")}</DialogTitle>
          <DialogDescription>
            {t("tagDialog.description", { title: bookmark.title })}
          </DialogDescription>
        </DialogHeader>
        <TagPicker
          labels={{
            tags: t("tagPicker.tags"),
            lockedTag: t("tagPicker.lockedTag"),
            loadingTags: t("tagPicker.loadingTags"),
            tagsFailed: t("tagPicker.tagsFailed"),
            newTag: t("tagPicker.newTag"),
            newTagPlaceholder: t("tagPicker.newTagPlaceholder"),
            addTag: t("tagPicker.addTag"),
            tooManyTags: t("tagPicker.tooManyTags", { max: TAGS_MAX_COUNT }),
            builtInTags,
          }}
          {...picker}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("tagDialog.cancel")}
          </Button>
          <Button type="button" onClick={() => onSave(chosen())}>
            {t("tagDialog.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
