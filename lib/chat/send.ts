import "server-only";
import { randomUUID } from "node:crypto";
import { consumeRateLimit } from "@/lib/accounts/rate-limit";
import { getProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { AppError, notFound } from "@/lib/api/errors";
import { rateLimitedError } from "@/lib/auth/rate-limit";
import type { Viewer } from "@/lib/auth/session";
import type { ChatSessionRow } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { serverText } from "@/lib/i18n/server-text";
import { MAX_HISTORY_TURNS, type ChatTurn } from "./assistant/types";
import {
  consumeDailyMessage,
  dailyLimitResetsAt,
  freeDailyMessageLimit,
  PREMIUM_CHAT_RATE_LIMIT,
  refundDailyMessage,
} from "./limits";
import { findSession, recentTurns } from "./queries";
import {
  DAILY_LIMIT_CODE,
  DAILY_LIMIT_DETAIL,
  GUEST_SESSION_ID,
  PREMIUM_REQUIRED_CODE,
  type AddMessage,
  type ChatMessage,
  type DailyLimitError,
} from "./schemas";
import { autoSessionName } from "./session-name";

export type ChatPlan = "guest" | "free" | "premium";

export async function chatPlanOf(viewer: Viewer, now = new Date()): Promise<ChatPlan> {
  if (viewer.isGuest) return "guest";
  const profile = await getProfile(viewer.id);
  return isPremium(profile?.subscription, now) ? "premium" : "free";
}

export async function premiumRequiredError(locale: Locale): Promise<AppError> {
  const message = await serverText(locale, "ChatErrors", "premiumRequired");
  return new AppError(
    403,
    PREMIUM_REQUIRED_CODE,
    "Only premium members can perform this action",
    undefined,
    undefined,
    { message },
  );
}

async function dailyLimitError(limit: number, resetsAt: Date, locale: Locale): Promise<AppError> {
  const extra: Omit<DailyLimitError, "detail" | "code"> = {
    resets_at: resetsAt.toISOString(),
    daily_limit: limit,
    message: await serverText(locale, "ChatErrors", "dailyLimitExceeded", { limit }),
  };
  return new AppError(403, DAILY_LIMIT_CODE, DAILY_LIMIT_DETAIL, undefined, undefined, extra);
}

/** A message that passed every check and was counted: what the engine needs to answer it. */
export interface AcceptedMessage {
  viewer: Viewer;
  /** The member's session; null for a guest, whose conversation is not stored. */
  session: ChatSessionRow | null;
  text: string;
  history: ChatTurn[];
  locale: Locale;
  autoName: string;
  /** The East Africa Time day the message was counted on, to give it back if the reply fails. */
  countedDay: string;
}

/**
 * The checks of add_message and stream_message once the viewer is known, in the fixed order:
 * ownership (404), then the limit, which counts the message (premium: a rate limit; the count
 * only feeds the usage line). Guests post to GUEST_SESSION_ID and bring their history; a
 * member's history comes from the session.
 */
export async function acceptMessage({
  viewer,
  sessionId,
  input,
  locale,
  now = new Date(),
}: {
  viewer: Viewer;
  sessionId: string;
  input: AddMessage;
  locale: Locale;
  now?: Date;
}): Promise<AcceptedMessage> {
  let session: ChatSessionRow | null = null;
  let history: ChatTurn[];
  if (viewer.isGuest) {
    if (sessionId !== GUEST_SESSION_ID) throw notFound();
    history = (input.history ?? []).map((turn) => ({
      role: turn.is_user ? "user" : "assistant",
      text: turn.text,
    }));
  } else {
    session = await findSession({ userId: viewer.id, sessionId });
    if (!session) throw notFound();
    history = await recentTurns({ sessionId: session.id, limit: MAX_HISTORY_TURNS });
  }

  const plan = await chatPlanOf(viewer, now);
  if (plan === "premium") {
    const rate = await consumeRateLimit(PREMIUM_CHAT_RATE_LIMIT, viewer.id, now);
    if (!rate.allowed) throw await rateLimitedError(rate.retryAfterSeconds, locale);
  }
  const limit = plan === "premium" ? null : freeDailyMessageLimit();
  const counted = await consumeDailyMessage({ userId: viewer.id, limit, now });
  if (!counted.allowed) throw await dailyLimitError(limit ?? 0, dailyLimitResetsAt(now), locale);

  return {
    viewer,
    session,
    text: input.text,
    history,
    locale,
    autoName: autoSessionName(input.text),
    countedDay: counted.day,
  };
}

/** Gives the message back to the day's count: its reply failed and nothing was stored. */
export async function refundMessage(accepted: AcceptedMessage): Promise<void> {
  try {
    await refundDailyMessage({ userId: accepted.viewer.id, day: accepted.countedDay });
  } catch (error) {
    console.error("[chat] could not give back a failed message to the daily count", error);
  }
}

/** A message of a guest's conversation: never stored, so a fresh id and the time now. */
export function unstoredMessage(
  text: string,
  isUser: boolean,
  verses: string[] = [],
  now = new Date(),
): ChatMessage {
  return {
    id: randomUUID(),
    text,
    is_user: isUser,
    created_at: now.toISOString(),
    verses,
    bookmark: null,
  };
}
