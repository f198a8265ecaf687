"use client";

import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { CONTENT_MAX_LENGTH } from "@/lib/bookmarks/schemas";

interface NoteEditorProps {
  initialContent: string;
  labels: { note: string; hint: string; save: string };
  /** Called with changed, non-empty content when the field loses focus. */
  onSave: (content: string) => void;
  /** Edit mode ends; `returnFocus` when the member ended it from the keyboard or the button. */
  onDone: (returnFocus: boolean) => void;
}

/**
 * Spec: a note's inline edit. The content is saved when the field loses focus and edit mode ends;
 * the Save button only closes it (moving to it has already saved). Escape drops the changes.
 */
export function NoteEditor({ initialContent, labels, onSave, onDone }: NoteEditorProps) {
  const id = useId();
  const [content, setContent] = useState(initialContent);
  const saved = useRef(initialContent);
  const saveButton = useRef<HTMLButtonElement>(null);

  function onBlur(event: FocusEvent<HTMLTextAreaElement>) {
    const trimmed = content.trim();
    if (trimmed && trimmed !== saved.current.trim()) {
      saved.current = content;
      onSave(trimmed);
    }
    if (event.relatedTarget !== saveButton.current) onDone(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    // The changes are dropped: the blur that may follow as the field goes finds nothing new to save.
    saved.current = content;
    onDone(true);
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-note`} className="sr-only">
        {labels.note}
      </label>
      <Textarea
        id={`${id}-note`}
        value={content}
        maxLength={CONTENT_MAX_LENGTH}
        autoFocus
        rows={5}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setContent(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {labels.hint}
        </p>
        <Button ref={saveButton} type="button" size="sm" onClick={() => onDone(true)}>
          {labels.save}
        </Button>
      </div>
    </div>
  );
}
