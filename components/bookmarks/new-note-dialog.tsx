"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/bookmarks/schemas";

interface NewNoteDialogProps {
  /** Resolves true once the note is saved; on false the dialog stays open with the text kept. */
  onCreate: (note: { title: string; content: string }) => Promise<boolean>;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Beyond the spec: writing a NOTE bookmark from the bookmarks page. */
export function NewNoteDialog({ onCreate, onClose, onCloseAutoFocus }: NewNoteDialogProps) {
  const t = useTranslations("Bookmarks.newNoteDialog");
  const id = useId();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [missingContent, setMissingContent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!content.trim()) {
      setMissingContent(true);
      document.getElementById(`${id}-content`)?.focus();
      return;
    }
    setBusy(true);
    const saved = await onCreate({ title: title.trim(), content: content.trim() });
    setBusy(false);
    if (saved) onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        closeLabel={t("close")}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="new-note-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={`${id}-title`} className="text-sm font-medium">
              {t("noteTitle")}
            </label>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={TITLE_MAX_LENGTH}
              autoComplete="off"
              placeholder={t("noteTitlePlaceholder")}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <label htmlFor={`${id}-content`} className="text-sm font-medium">
              {t("noteContent")}
            </label>
            <Textarea
              id={`${id}-content`}
              value={content}
              required
              rows={6}
              maxLength={CONTENT_MAX_LENGTH}
              placeholder={t("noteContentPlaceholder")}
              aria-invalid={missingContent || undefined}
              aria-describedby={missingContent ? `${id}-content-error` : undefined}
              onChange={(event) => {
                setContent(event.target.value);
                if (event.target.value.trim()) setMissingContent(false);
              }}
            />
            {missingContent && (
              <p id={`${id}-content-error`} className="text-destructive text-sm">
                {t("contentRequired")}
              </p>
            )}
          </div>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy}>
            {busy && <Spinner aria-hidden />}
            {t("save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
