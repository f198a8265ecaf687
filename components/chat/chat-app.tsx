"use client";

import { useEffect } from "react";
import type { ChatSession, ChatUsage } from "@/lib/chat/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { GuestChat } from "./guest-chat";
import { MemberChat } from "./member-chat";

export interface ChatAppProps {
  locale: Locale;
  userId: string;
  /** The plan and the day's limit as the server read them. */
  usage: ChatUsage;
  /** A member's sessions as the server read them with the page (none for a guest). */
  sessions: ChatSession[];
  guestSessionId: string;
  defaultSessionName: string;
  maxLength: number;
  upgradeHref: string;
  signInHref: string;
}

/** The chat page's island: a guest's device-kept conversation or a member's stored sessions. */
export function ChatApp({
  usage,
  guestSessionId,
  signInHref,
  defaultSessionName,
  sessions,
  ...shared
}: ChatAppProps) {
  // The client (and zod) comes after the page's first paint, ready before the first send.
  useEffect(() => void import("@/lib/chat/client"), []);
  return usage.plan === "guest" ? (
    <GuestChat {...shared} sessionId={guestSessionId} signInHref={signInHref} />
  ) : (
    <MemberChat
      {...shared}
      usage={usage}
      initialSessions={sessions}
      defaultSessionName={defaultSessionName}
    />
  );
}
