"use client";

import { useState } from "react";
import { TagPicker } from "@/components/bookmarks/tag-picker";
import { uniqueTagNames } from "@/components/bookmarks/tag-names";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useBookmarkTags } from "@/hooks/use-bookmarks";
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
  const { tags, error } = useBookmarkTags(caller);
  const [selected, setSelected] = useState<string[]>(() =>
    uniqueTagNames(LOCKED_TAGS, existing?.tags.map((tag) => tag.name) ?? []),
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
        <TagPicker
          labels={labels.tagPicker}
          available={tags?.map((tag) => tag.name)}
          loadFailed={Boolean(error)}
          selected={selected}
          locked={LOCKED_TAGS}
          onChange={setSelected}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="button" onClick={() => onSave(uniqueTagNames(LOCKED_TAGS, selected))}>
            {labels.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
