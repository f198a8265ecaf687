"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/lib/i18n/locales";
import type { MessageBookmark } from "./bookmark-dialog";
import { ChatInput } from "./chat-input";
import { ChatWelcome } from "./chat-welcome";
import type { ConversationMessage } from "./conversation";
import { MessageList } from "./message-list";
import type { ReplyPhase, SendOutcome } from "./use-reply-stream";

export interface ChatPanelProps {
  locale: Locale;
  /** Null for guests. */
  userId: string | null;
  messages: ConversationMessage[];
  phase: ReplyPhase;
  /** The conversation is still being read. */
  loading: boolean;
  /** Spec: a member without a session cannot send. */
  ready: boolean;
  maxLength: number;
  onSend: (text: string) => Promise<SendOutcome>;
  onStop: () => void;
  onBookmarked: (messageId: string, bookmark: MessageBookmark) => void;
  /** A line under the input: the messages left today, the guest's note. */
  footer?: ReactNode;
}

/** The conversation (or the welcome view while it is empty) and the message box under it. */
export function ChatPanel({
  locale,
  userId,
  messages,
  phase,
  loading,
  ready,
  maxLength,
  onSend,
  onStop,
  onBookmarked,
  footer,
}: ChatPanelProps) {
  const t = useTranslations("Chat");
  const [draft, setDraft] = useState("");
  const [sentCount, setSentCount] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const busy = phase !== "idle";

  const send = async (text: string) => {
    const message = text.trim();
    if (!message || busy || !ready) return;
    setDraft("");
    setSentCount((count) => count + 1);
    const outcome = await onSend(message);
    if (outcome === "refused" || outcome === "failed") {
      // Spec: the text stays in the input (unless the reader has started another one).
      setDraft((current) => (current.trim() ? current : text));
      inputRef.current?.focus();
    }
  };

  const start = (prompt: string) => {
    setDraft(prompt);
    const field = inputRef.current;
    if (!field) return;
    field.focus();
    requestAnimationFrame(() => field.setSelectionRange(prompt.length, prompt.length));
  };

  let conversation: ReactNode;
  if (loading && messages.length === 0) {
    conversation = (
      <div
        className="mx-auto w-full max-w-3xl flex-1 space-y-4 px-4 py-6"
        role="status"
        aria-label={t("messages.loading")}
      >
        <Skeleton className="ml-auto h-10 w-2/3" />
        <Skeleton className="h-28 w-5/6" />
        <Skeleton className="ml-auto h-10 w-1/2" />
      </div>
    );
  } else if (messages.length === 0 && !busy) {
    conversation = (
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ChatWelcome onAsk={(question) => void send(question)} onStart={start} disabled={!ready} />
      </div>
    );
  } else {
    conversation = (
      <MessageList
        messages={messages}
        phase={phase}
        locale={locale}
        userId={userId}
        onBookmarked={onBookmarked}
        sentCount={sentCount}
      />
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {conversation}
      <div className="bg-background/95 border-t px-4 pt-3 pb-4">
        <div className="mx-auto w-full max-w-3xl">
          <ChatInput
            value={draft}
            onChange={setDraft}
            onSend={() => void send(draft)}
            onStop={onStop}
            busy={busy}
            ready={ready}
            inputRef={inputRef}
            maxLength={maxLength}
          />
          {footer && <div className="text-muted-foreground mt-2 text-center text-xs">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
