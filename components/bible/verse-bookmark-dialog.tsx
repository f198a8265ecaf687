"use client";

import { TagPicker } from "@/components/bookmarks/tag-picker";
import { useTagSelection } from "@/components/bookmarks/use-tag-selection";
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
import { BIBLE_VERSE_TAG, type Bookmark } from "@/lib/bookmarks/schemas";
import { fillReference } from "./bookmarked-verses";
import type { VerseBookmarkLabels } from "./verse-bookmark-labels";
import type { VerseBookmarkRequest } from "./verse-bookmark";

interface VerseBookmarkDialogProps {
  caller: BookmarksCaller;
  labels: VerseBookmarkLabels;
  request: VerseBookmarkRequest;
  /** The member's bookmark of this verse, when there is one: saving changes its tags. */
  existing: Bookmark | undefined;
  onSave: (tagNames: string[]) => void;
  onClose: () => void;
}

const LOCKED_TAGS = [BIBLE_VERSE_TAG];

/** Spec: the verse's reference and text, the member's tags as chips ('Bible Verse' always on). */
export function VerseBookmarkDialog({
  caller,
  labels,
  request,
  existing,
  onSave,
  onClose,
}: VerseBookmarkDialogProps) {
  const { picker, chosen } = useTagSelection(
    caller,
    LOCKED_TAGS,
    existing?.tags.map((tag) => tag.name) ?? [],
  );
  const title = fillReference(existing ? labels.editTitle : labels.title, request.reference);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={labels.close} data-testid="verse-bookmark-dialog">
        <DialogHeader>
          <DialogTitle className="leading-snug">{title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        <figure className="bg-muted/50 rounded-lg border p-4">
          <blockquote className="font-serif text-base leading-relaxed">{request.text}</blockquote>
          <figcaption className="text-muted-foreground mt-2 text-sm font-medium">
            {request.reference} ({request.version})
          </figcaption>
        </figure>
        <TagPicker labels={labels.tagPicker} {...picker} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="button" onClick={() => onSave(chosen())}>
            {labels.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
