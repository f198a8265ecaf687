import "server-only";
import { json } from "@/lib/api/envelope";
import { notFound } from "@/lib/api/errors";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { findMessageBookmarks } from "@/lib/bookmarks/message-bookmarks";
import {
  createSession,
  deleteSession,
  findSession,
  listMessages,
  listSessions,
  renameSession,
} from "./queries";
import { answerMessage } from "./reply";
import {
  addMessageSchema,
  sessionCreateSchema,
  sessionRenameSchema,
  type ChatSessionDetail,
} from "./schemas";
import { acceptMessage, chatPlanOf, premiumRequiredError } from "./send";
import { messageJson, sessionJson } from "./serialize";
import { streamMessage } from "./stream";
import { chatUsage } from "./usage";

const noStore = (response: Response) => {
  response.headers.set("Cache-Control", "no-store");
  return response;
};

export const chatRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "chat/sessions/",
    async handler({ request }) {
      const viewer = await requireViewer(request, { allowGuest: false });
      const sessions = await listSessions({ userId: viewer.id });
      return noStore(json(sessions.map(sessionJson)));
    },
  },
  {
    method: "POST",
    pattern: "chat/sessions/",
    async handler({ request }) {
      const input = parseInput(sessionCreateSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: false });
      const session = await createSession({ userId: viewer.id, sessionName: input.session_name });
      return json(sessionJson(session), { status: 201 });
    },
  },
  {
    method: "GET",
    pattern: "chat/sessions/:id/",
    async handler({ request, params }) {
      const viewer = await requireViewer(request, { allowGuest: false });
      const session = await findSession({ userId: viewer.id, sessionId: params.id });
      if (!session) throw notFound();
      const messages = await listMessages({ sessionId: session.id });
      const bookmarks = await findMessageBookmarks({
        userId: viewer.id,
        messageIds: messages.filter((message) => !message.isUser).map((message) => message.id),
      });
      const detail: ChatSessionDetail = {
        ...sessionJson(session),
        messages: messages.map((message) => messageJson(message, bookmarks.get(message.id))),
      };
      return noStore(json(detail));
    },
  },
  {
    method: "PUT",
    pattern: "chat/sessions/:id/",
    async handler({ request, params, locale }) {
      const input = parseInput(sessionRenameSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: false });
      if ((await chatPlanOf(viewer)) !== "premium") throw await premiumRequiredError(locale);
      const session = await renameSession({
        userId: viewer.id,
        sessionId: params.id,
        sessionName: input.session_name,
      });
      if (!session) throw notFound();
      return json(sessionJson(session));
    },
  },
  {
    method: "DELETE",
    pattern: "chat/sessions/:id/",
    async handler({ request, params }) {
      const viewer = await requireViewer(request, { allowGuest: false });
      if (!(await deleteSession({ userId: viewer.id, sessionId: params.id }))) throw notFound();
      return json({ deleted: true as const });
    },
  },
  {
    method: "POST",
    pattern: "chat/sessions/:id/add_message/",
    async handler({ request, params, locale }) {
      const input = parseInput(addMessageSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: true });
      const accepted = await acceptMessage({ viewer, sessionId: params.id, input, locale });
      return json(await answerMessage(accepted, request.signal));
    },
  },
  {
    method: "POST",
    pattern: "chat/sessions/:id/stream_message/",
    async handler({ request, params, locale }) {
      const input = parseInput(addMessageSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: true });
      const accepted = await acceptMessage({ viewer, sessionId: params.id, input, locale });
      return streamMessage(accepted, request.signal);
    },
  },
  {
    method: "GET",
    pattern: "chat/usage/",
    async handler({ request }) {
      const viewer = await requireViewer(request, { allowGuest: true });
      return noStore(json(await chatUsage(viewer)));
    },
  },
]);
