"use client";

import { Plus, X } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
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
import { bookmarkLimitError } from "@/lib/bookmarks/client";
import { chatKeys } from "@/lib/chat/keys";
import type { ChatMessage } from "@/lib/chat/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { toast } from "@/lib/ui/toast";
import { useTagLabel } from "@/components/bookmarks/use-tag-label";
import { useChatResource } from "./use-chat-resource";

export type MessageBookmark = NonNullable<ChatMessage["bookmark"]>;

interface BookmarkDialogProps {
  userId: string;
  locale: Locale;
  message: ChatMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (bookmark: MessageBookmark) => void;
}

function withTag(tags: string[], name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed || tags.some((tag) => tag.toLowerCase() === trimmed.toLowerCase())) return tags;
  return [...tags, trimmed];
}

/**
 * Spec: a reply is bookmarked once, through a dialog titled Add Tags (Save Bookmark) or, once
 * bookmarked, Edit Tags (Update Tags); the dialog closes after a save attempt.
 */
export default function BookmarkDialog({
  userId,
  locale,
  message,
  open,
  onOpenChange,
  onSaved,
}: BookmarkDialogProps) {
  const t = useTranslations("Chat");
  const tagLabel = useTagLabel();
  const common = useTranslations("Common");
  const existing = message.bookmark;
  const [chosen, setChosen] = useState<string[]>(
    () => existing?.tags.map(({ name }) => name) ?? [],
  );
  const [draft, setDraft] = useState("");
  const [saving, setSaving] = useState(false);
  const { data: knownTags, error: tagsError } = useChatResource(
    open ? chatKeys.tags(userId) : null,
    {
      revalidateOnFocus: false,
    },
  );
  const offered = (knownTags ?? [])
    .map(({ name }) => name)
    .filter((name) => !chosen.some((tag) => tag.toLowerCase() === name.toLowerCase()));

  const save = async () => {
    const tags = withTag(chosen, draft);
    setSaving(true);
    const { bookmarkMessage, updateBookmarkTags } = await import("@/lib/chat/client");
    try {
      const caller = { userId, locale };
      const bookmark = existing
        ? await updateBookmarkTags(caller, existing.id, tags)
        : await bookmarkMessage(caller, message, tags);
      onSaved({ id: bookmark.id, tags: bookmark.tags });
      toast.success(existing ? t("toasts.tagsUpdated") : t("toasts.bookmarkSuccess"));
    } catch (error) {
      toast.error(existing ? t("toasts.tagsError") : t("toasts.bookmarkError"), {
        // A free member's limit: the server's text says how many bookmarks the plan keeps.
        description: bookmarkLimitError(error)?.detail,
      });
    } finally {
      setSaving(false);
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>
            {existing ? t("bookmarkDialog.editTitle") : t("bookmarkDialog.addTitle")}
          </DialogTitle>
          <DialogDescription>{t("bookmarkDialog.description")}</DialogDescription>
        </DialogHeader>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setChosen((tags) => withTag(tags, draft));
            setDraft("");
          }}
        >
          <label htmlFor="chat-bookmark-tag" className="sr-only">
            {t("bookmarkDialog.newTag")}
          </label>
          <Input
            id="chat-bookmark-tag"
            value={draft}
            maxLength={40}
            placeholder={t("bookmarkDialog.newTag")}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!draft.trim()}>
            <Plus aria-hidden />
            {t("bookmarkDialog.addTag")}
          </Button>
        </form>
        <div>
          <p className="text-sm font-medium">{t("bookmarkDialog.chosen")}</p>
          {chosen.length === 0 ? (
            <p className="text-muted-foreground mt-1 text-sm">{t("bookmarkDialog.none")}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {chosen.map((tag) => (
                <li
                  key={tag}
                  className="bg-secondary text-secondary-foreground inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-sm"
                >
                  {tagLabel(tag)}
                  <button
                    type="button"
                    className="hover:bg-background/60 focus-visible:ring-ring/50 rounded-full p-1 outline-none focus-visible:ring-[3px]"
                    aria-label={t("bookmarkDialog.remove", { name: tagLabel(tag) })}
                    onClick={() => setChosen((tags) => tags.filter((name) => name !== tag))}
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {tagsError ? (
          <p className="text-destructive text-sm" role="alert">
            {t("toasts.fetchTagsError")}
          </p>
        ) : (
          offered.length > 0 && (
            <div>
              <p className="text-sm font-medium">{t("bookmarkDialog.existing")}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {offered.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      className="hover:bg-accent focus-visible:ring-ring/50 rounded-full border px-3 py-0.5 text-sm outline-none focus-visible:ring-[3px]"
                      onClick={() => setChosen((tags) => withTag(tags, name))}
                    >
                      <Plus aria-hidden className="mr-1 inline size-3" />
                      {tagLabel(name)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("bookmarkDialog.cancel")}
          </Button>
          <Button type="button" disabled={saving} onClick={() => void save()}>
            {saving
              ? t("bookmarkDialog.saving")
              : existing
                ? t("bookmarkDialog.update")
                : t("bookmarkDialog.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
