"use client";

import { ArrowDown } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useEffect, type Ref } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { MessageBookmark } from "./bookmark-dialog";
import type { ConversationMessage } from "./conversation";
import { MessageItem, TypingIndicator } from "./message-item";
import type { ReplyPhase } from "./use-reply-stream";
import { useScrollAnchor } from "./use-scroll-anchor";

interface MessageListProps {
  messages: ConversationMessage[];
  phase: ReplyPhase;
  locale: Locale;
  userId: string | null;
  onBookmarked: (messageId: string, bookmark: MessageBookmark) => void;
  /** Changes when the reader sends: the list then jumps to the bottom wherever it was. */
  sentCount: number;
}

/** The conversation, following new content unless the reader scrolled up more than 100 px. */
export function MessageList({
  messages,
  phase,
  locale,
  userId,
  onBookmarked,
  sentCount,
}: MessageListProps) {
  const t = useTranslations("Chat");
  const { containerRef, contentRef, isAway, scrollToBottom } = useScrollAnchor<HTMLDivElement>();

  useEffect(() => {
    if (sentCount > 0) scrollToBottom();
  }, [sentCount, scrollToBottom]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={containerRef as Ref<HTMLDivElement>}
        className="absolute inset-0 overflow-y-auto overscroll-contain"
        data-testid="message-scroller"
        tabIndex={0}
        role="region"
        aria-label={t("messages.label")}
      >
        <div ref={contentRef} className="mx-auto w-full max-w-3xl px-4 py-6">
          <ol className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                locale={locale}
                userId={userId}
                onBookmarked={onBookmarked}
              />
            ))}
            {phase === "waiting" && <TypingIndicator />}
          </ol>
        </div>
      </div>
      {isAway && (
        <button
          type="button"
          onClick={() => scrollToBottom("smooth")}
          className="bg-background hover:bg-accent focus-visible:ring-ring/50 absolute bottom-4 left-1/2 z-10 -translate-x-1/2 rounded-full border p-2 shadow-lg outline-none focus-visible:ring-[3px]"
          aria-label={t("messages.scrollToBottom")}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
