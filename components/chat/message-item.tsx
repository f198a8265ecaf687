"use client";

import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { MessageBookmark } from "./bookmark-dialog";
import type { ConversationMessage } from "./conversation";
import { MessageActions } from "./message-actions";
import { MessageMarkdown } from "./message-markdown";
import { RelatedVerses } from "./related-verses";

interface MessageItemProps {
  message: ConversationMessage;
  locale: Locale;
  userId: string | null;
  onBookmarked: (messageId: string, bookmark: MessageBookmark) => void;
}

/** One message: the user's as a plain bubble, the assistant's as Markdown with verses and actions. */
export function MessageItem({ message, locale, userId, onBookmarked }: MessageItemProps) {
  const t = useTranslations("Chat");
  if (message.is_user) {
    return (
      <li className="flex justify-end" data-testid="user-message" data-state={message.state}>
        <div className="bg-primary text-primary-foreground max-w-[85%] rounded-2xl rounded-br-sm px-4 py-2.5 break-words whitespace-pre-wrap sm:max-w-[75%]">
          <span className="sr-only">{t("messages.you")}: </span>
          {message.text}
        </div>
      </li>
    );
  }
  const streaming = message.state === "streaming";
  return (
    <li className="flex justify-start" data-testid="agent-message" data-state={message.state}>
      <article
        className="bg-card w-full max-w-[95%] rounded-2xl rounded-bl-sm border px-4 py-3 sm:max-w-[85%]"
        aria-busy={streaming}
      >
        <h3 className="sr-only">{t("messages.assistant")}</h3>
        <MessageMarkdown text={message.text} />
        {message.state === "stopped" && (
          <p className="text-muted-foreground mt-2 text-xs italic">{t("messages.stopped")}</p>
        )}
        {!streaming && <RelatedVerses entries={message.verses} locale={locale} />}
        {!streaming && (
          <MessageActions
            message={message}
            userId={userId}
            locale={locale}
            onBookmarked={onBookmarked}
          />
        )}
      </article>
    </li>
  );
}

/** Spec: a typing indicator while the assistant prepares its reply. */
export function TypingIndicator() {
  const t = useTranslations("Chat");
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <div
        className="bg-card flex items-center gap-2 rounded-2xl rounded-bl-sm border px-4 py-3"
        role="status"
      >
        <span className="flex gap-1" aria-hidden>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="bg-muted-foreground size-2 animate-bounce rounded-full"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span className="sr-only">{t("messages.typing")}</span>
      </div>
    </li>
  );
}
