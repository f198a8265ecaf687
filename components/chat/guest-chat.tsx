"use client";

import { useTranslations } from "next-intl";
import { useCallback, useSyncExternalStore } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { ChatMessage } from "@/lib/chat/schemas";
import { ChatPanel } from "./chat-panel";
import { mergeMessages, saved, type ConversationMessage } from "./conversation";
import {
  appendGuestConversation,
  guestConversationSnapshot,
  subscribeGuestConversation,
} from "./guest-storage";
import { useReplyStream } from "./use-reply-stream";

export interface GuestChatProps {
  userId: string;
  locale: Locale;
  /** The guests' shared session id: the server answers there and stores nothing. */
  sessionId: string;
  maxLength: number;
  upgradeHref: string;
  signInHref: string;
}

const noSnapshot = () => null;

/** A guest's one conversation, kept in this browser and sent along with every message. */
export function GuestChat({
  userId,
  locale,
  sessionId,
  maxLength,
  upgradeHref,
  signInHref,
}: GuestChatProps) {
  const t = useTranslations("Chat.guest");
  const stored = useSyncExternalStore(
    subscribeGuestConversation,
    () => guestConversationSnapshot(userId),
    noSnapshot,
  );
  const history = useCallback(() => guestConversationSnapshot(userId), [userId]);
  const onSaved = useCallback(
    (user: ChatMessage, agent: ChatMessage) =>
      appendGuestConversation(userId, [saved(user), saved(agent)]),
    [userId],
  );
  const onKept = useCallback(
    (messages: ConversationMessage[]) => appendGuestConversation(userId, messages),
    [userId],
  );
  const { pending, phase, send, stop } = useReplyStream({
    userId,
    sessionId,
    isGuest: true,
    history,
    onSaved,
    onKept,
    upgradeHref,
  });

  return (
    <ChatPanel
      locale={locale}
      userId={null}
      messages={mergeMessages(stored ?? [], pending)}
      phase={phase}
      loading={stored === null}
      ready={stored !== null}
      maxLength={maxLength}
      onSend={send}
      onStop={stop}
      onBookmarked={() => undefined}
      footer={
        <>
          {t("note")}{" "}
          <a href={signInHref} className="text-primary font-medium underline underline-offset-2">
            {t("signIn")}
          </a>
        </>
      }
    />
  );
}
