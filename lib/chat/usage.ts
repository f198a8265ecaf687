import "server-only";
import type { Viewer } from "@/lib/auth/session";
import { dailyLimitResetsAt, dailyMessagesUsed, freeDailyMessageLimit } from "./limits";
import type { ChatUsage } from "./schemas";
import { chatPlanOf } from "./send";

/** What the chat page shows of the viewer's plan and the day's messages; the server enforces it. */
export async function chatUsage(viewer: Viewer, now = new Date()): Promise<ChatUsage> {
  const [plan, used] = await Promise.all([
    chatPlanOf(viewer, now),
    dailyMessagesUsed({ userId: viewer.id, now }),
  ]);
  const limit = plan === "premium" ? null : freeDailyMessageLimit();
  return {
    plan,
    daily_limit: limit,
    used_today: used,
    remaining_today: limit === null ? null : Math.max(0, limit - used),
    resets_at: dailyLimitResetsAt(now).toISOString(),
    can_rename: plan === "premium",
    has_sidebar: plan === "premium",
  };
}
