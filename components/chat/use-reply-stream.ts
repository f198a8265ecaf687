"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import type { ChatMessage } from "@/lib/chat/schemas";
import { toast } from "@/lib/ui/toast";
import {
  isAbort,
  isNetworkFailure,
  localMessage,
  saved,
  type ConversationMessage,
} from "./conversation";

const loadChatClient = () => import("@/lib/chat/client");

/**
 * How a send ended: `sent` (both messages saved), `kept` (the conversation holds what there is:
 * a stopped reply, or a guest's offline turn), `refused` (daily limit) or `failed`; after the
 * last two the text belongs back in the input.
 */
export type SendOutcome = "sent" | "kept" | "refused" | "failed";

/** `waiting` until the reply's first words arrive (typing indicator), then `streaming`. */
export type ReplyPhase = "idle" | "waiting" | "streaming";

export interface ReplyStreamOptions {
  userId: string;
  /** The member's open session, the guests' '1', or null while there is none. */
  sessionId: string | null;
  isGuest: boolean;
  /** Guests: the conversation so far, sent along since the server keeps nothing for them. */
  history?: () => ConversationMessage[];
  /** The server saved the turn: both messages join the conversation. */
  onSaved: (user: ChatMessage, agent: ChatMessage) => void;
  /** A turn that ended without a saved reply: what the conversation keeps of it. */
  onKept: (messages: ConversationMessage[]) => void;
  upgradeHref: string;
}

/**
 * Sends a message and follows its streamed reply: the user's message shows at once and is then
 * replaced by the server's, the reply grows as it arrives, Stop keeps what arrived. Changing
 * session stops the reply under way and drops its pending messages.
 */
export function useReplyStream({
  userId,
  sessionId,
  isGuest,
  history,
  onSaved,
  onKept,
  upgradeHref,
}: ReplyStreamOptions) {
  const t = useTranslations("Chat.toasts");
  // Pending messages belong to the session they were sent in: another session shows none.
  const [pending, setPendingOf] = useState<{
    sessionId: string | null;
    messages: ConversationMessage[];
  }>({ sessionId, messages: [] });
  const [phase, setPhase] = useState<ReplyPhase>("idle");
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), [sessionId]);

  const stop = useCallback(() => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      if (!sessionId || controller.current) return "failed";
      const current = new AbortController();
      const setPending = (messages: ConversationMessage[]) => setPendingOf({ sessionId, messages });
      controller.current = current;
      const optimistic = localMessage(text, true, "pending");
      const streaming = localMessage("", false, "streaming");
      let user: ChatMessage | null = null;
      let agent: ChatMessage | null = null;
      let reply = "";
      const userShown = () => (user ? saved(user) : optimistic);
      const replyShown = (state: ConversationMessage["state"]) =>
        agent ? [saved(agent)] : reply ? [{ ...streaming, text: reply, state }] : [];

      setPending([optimistic]);
      setPhase("waiting");
      try {
        if (isGuest && !navigator.onLine) throw new TypeError("The device is offline");
        const { streamMessage } = await loadChatClient();
        await streamMessage({
          userId,
          sessionId,
          text,
          history: history?.()
            .filter((message) => message.text.trim())
            .map(({ text: turn, is_user }) => ({ text: turn, is_user })),
          signal: current.signal,
          onEvent(event) {
            if (event.type === "user_message") user = event.message;
            else if (event.type === "agent_message") agent = event.message;
            else {
              reply += event.text;
              setPhase("streaming");
            }
            if (!current.signal.aborted) setPending([userShown(), ...replyShown("streaming")]);
          },
        });
        if (!user || !agent) throw new Error("The reply stream ended before the saved reply.");
        onSaved(user, agent);
        setPending([]);
        return "sent";
      } catch (error) {
        if (isAbort(error)) {
          onKept([{ ...userShown(), state: user ? "saved" : "local" }, ...replyShown("stopped")]);
          setPending([]);
          return "kept";
        }
        setPending([]);
        // Past the checks above the client has loaded: only a network failure can stop its import.
        if (!isNetworkFailure(error) && (await loadChatClient()).isDailyLimit(error)) {
          toast.error(t("limitTitle"), {
            id: "chat-daily-limit",
            // The server's text says how many messages a day and when they renew.
            description:
              error instanceof ApiError && typeof error.body.message === "string"
                ? error.body.message
                : t("limitDescription"),
            link: { label: t("upgrade"), href: upgradeHref },
          });
          return "refused";
        }
        if (isGuest && isNetworkFailure(error)) {
          onKept([
            { ...userShown(), state: user ? "saved" : "local" },
            localMessage(t("offlineReply"), false),
          ]);
          return "kept";
        }
        toast.error(t("sendErrorTitle"), { description: t("sendErrorDescription") });
        // The server keeps a message it took, and any reply it had sent before failing.
        if (user) {
          onKept([saved(user), ...replyShown("stopped")]);
          return "kept";
        }
        return "failed";
      } finally {
        if (controller.current === current) controller.current = null;
        setPhase("idle");
      }
    },
    [userId, sessionId, isGuest, history, onSaved, onKept, upgradeHref, t],
  );

  return {
    pending: pending.sessionId === sessionId ? pending.messages : [],
    phase,
    send,
    stop,
  };
}
