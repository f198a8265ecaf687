import "server-only";
import { getProfile } from "@/lib/accounts/service";
import type { Viewer } from "@/lib/auth/session";
import { listBookmarks, listTags } from "@/lib/bookmarks/queries";
import { exportChatSessions } from "@/lib/chat/export";
import { paymentReferencesOf } from "@/lib/payments/service";
import { listEnrollments } from "@/lib/plans/queries";
import { supportRequestsOf } from "@/lib/support/service";

/** Everything the product stores about one user, for the right of access. */
export async function exportUserData(viewer: Viewer) {
  const [profile, paymentReferences, supportRequests, bookmarks, tags, chatSessions, plans] =
    await Promise.all([
      getProfile(viewer.id),
      paymentReferencesOf(viewer.id),
      supportRequestsOf(viewer.id),
      listBookmarks({ userId: viewer.id }),
      listTags({ userId: viewer.id }),
      exportChatSessions(viewer.id),
      listEnrollments(viewer.id),
    ]);
  return {
    exported_at: new Date().toISOString(),
    account: { id: viewer.id, email: viewer.email, is_guest: viewer.isGuest },
    profile,
    payment_references: paymentReferences,
    support_requests: supportRequests,
    bookmarks,
    tags,
    chat_sessions: chatSessions,
    reading_plans: plans.map(({ planSlug, startedOn, done }) => ({
      plan_slug: planSlug,
      started_on: startedOn,
      readings_done: done.map(({ day, reading, readAt }) => ({
        day,
        reading,
        read_at: readAt.toISOString(),
      })),
    })),
  };
}
