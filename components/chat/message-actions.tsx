"use client";

import { Bookmark, BookmarkCheck, Check, Copy } from "@/components/icons";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { copyText } from "@/lib/ui/clipboard";
import { toast } from "@/lib/ui/toast";
import type { MessageBookmark } from "./bookmark-dialog";
import type { ConversationMessage } from "./conversation";

// The dialog (and Radix with it) loads when a reply is first bookmarked.
const BookmarkDialog = lazy(() => import("./bookmark-dialog"));

/** Spec: 'Copied' shows for 2 seconds. */
export const COPIED_FOR_MS = 2_000;

interface MessageActionsProps {
  message: ConversationMessage;
  /** Null for guests, who cannot bookmark. */
  userId: string | null;
  locale: Locale;
  onBookmarked: (messageId: string, bookmark: MessageBookmark) => void;
}

/** Copy and Bookmark under a reply; Bookmark only for a reply the server holds. */
export function MessageActions({ message, userId, locale, onBookmarked }: MessageActionsProps) {
  const t = useTranslations("Chat");
  const [copied, setCopied] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(message.text);
      setCopied(true);
      toast.success(t("toasts.messageCopied"), { id: "chat-copied" });
    } catch {
      toast.error(t("toasts.copyError"));
    }
  };

  const openBookmark = () => {
    if (!userId) {
      toast.error(t("toasts.guestBookmark"), { id: "chat-guest-bookmark" });
      return;
    }
    setDialogWanted(true);
    setDialogOpen(true);
  };

  const bookmarked = message.bookmark !== null;
  const canBookmark = message.state === "saved";

  return (
    <div className="mt-2 flex flex-wrap gap-1">
      <Button type="button" variant="ghost" size="sm" onClick={() => void copy()}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        <span aria-live="polite">{copied ? t("actions.copied") : t("actions.copy")}</span>
      </Button>
      {canBookmark && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-haspopup={userId ? "dialog" : undefined}
          onClick={openBookmark}
        >
          {bookmarked ? (
            <BookmarkCheck aria-hidden className="text-primary" />
          ) : (
            <Bookmark aria-hidden />
          )}
          {bookmarked ? t("actions.editTags") : t("actions.bookmark")}
        </Button>
      )}
      {userId && dialogWanted && (
        <Suspense>
          <BookmarkDialog
            userId={userId}
            locale={locale}
            message={message}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSaved={(bookmark) => onBookmarked(message.id, bookmark)}
          />
        </Suspense>
      )}
    </div>
  );
}
