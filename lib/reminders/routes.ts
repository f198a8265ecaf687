import "server-only";
import { json } from "@/lib/api/envelope";
import { notFound } from "@/lib/api/errors";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { deleteSubscription } from "./queries";
import { pushSubscriptionSchema, reminderUpdateSchema, subscriptionRemovalSchema } from "./schemas";
import { addSubscription, reminderSettingsOf, updateReminder } from "./service";

const members = { allowGuest: false };
const privateAnswer = { headers: { "Cache-Control": "no-store" } };

/** The daily reminder (prayer, devotional) and the browsers it is pushed to: the member's own. */
export const reminderRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "reminders/",
    async handler({ request }) {
      const viewer = await requireViewer(request, members);
      return json(await reminderSettingsOf(viewer.id), privateAnswer);
    },
  },
  {
    method: "PUT",
    pattern: "reminders/",
    async handler({ request, locale }) {
      const update = parseInput(reminderUpdateSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, members);
      return json(await updateReminder({ userId: viewer.id, update, locale }));
    },
  },
  {
    method: "POST",
    pattern: "reminders/subscriptions/",
    async handler({ request }) {
      const subscription = parseInput(pushSubscriptionSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, members);
      await addSubscription(viewer.id, subscription);
      return json(await reminderSettingsOf(viewer.id), { status: 201 });
    },
  },
  {
    method: "DELETE",
    pattern: "reminders/subscriptions/",
    async handler({ request }) {
      const { endpoint } = parseInput(subscriptionRemovalSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, members);
      if (!(await deleteSubscription(viewer.id, endpoint))) throw notFound();
      return json(await reminderSettingsOf(viewer.id));
    },
  },
]);
