import type { ChatSession } from "@/lib/chat/schemas";

export type SessionGroupKey = "today" | "yesterday" | "earlier";

export interface SessionGroup {
  key: SessionGroupKey;
  sessions: ChatSession[];
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions newest first, grouped by the day they were started on (in the reader's time zone). */
export function groupSessions(sessions: readonly ChatSession[], now = new Date()): SessionGroup[] {
  const today = startOfDay(now);
  const groups: Record<SessionGroupKey, ChatSession[]> = { today: [], yesterday: [], earlier: [] };
  for (const session of newestFirst(sessions)) {
    const created = new Date(session.created_at).getTime();
    if (created >= today) groups.today.push(session);
    else if (created >= today - DAY_MS) groups.yesterday.push(session);
    else groups.earlier.push(session);
  }
  return (["today", "yesterday", "earlier"] as const)
    .map((key) => ({ key, sessions: groups[key] }))
    .filter((group) => group.sessions.length > 0);
}

/** Spec: the newest session by created_at is the one opened. */
export function newestFirst(sessions: readonly ChatSession[]): ChatSession[] {
  return [...sessions].sort(
    (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
  );
}
