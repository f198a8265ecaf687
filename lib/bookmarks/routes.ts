import "server-only";
import { json } from "@/lib/api/envelope";
import { notFound } from "@/lib/api/errors";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { isUuid } from "@/lib/auth/users";
import { isOwnAgentMessage } from "@/lib/chat/message-ownership";
import {
  createBookmark,
  deleteBookmark,
  getBookmark,
  listBookmarks,
  listTags,
  updateBookmark,
} from "./queries";
import { bookmarkCreateSchema, bookmarkUpdateSchema } from "./schemas";
import { bookmarkLimitError, bookmarkLimitOf, prepareBookmark } from "./service";

const members = { allowGuest: false };
const privateList = { headers: { "Cache-Control": "no-store" } };

/** The bookmark id of the path; one that is not a uuid names nothing. */
function bookmarkIdOf(params: Record<string, string>): string {
  if (!isUuid(params.id)) throw notFound();
  return params.id;
}

/** Spec section 7, Bookmarks. Every call is the member's own: guests get 403, visitors 401. */
export const bookmarkRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "bookmarks/tags/",
    async handler({ request }) {
      const viewer = await requireViewer(request, members);
      return json(await listTags({ userId: viewer.id }), privateList);
    },
  },
  {
    method: "GET",
    pattern: "bookmarks/",
    async handler({ request }) {
      const viewer = await requireViewer(request, members);
      return json(await listBookmarks({ userId: viewer.id }), privateList);
    },
  },
  {
    method: "POST",
    pattern: "bookmarks/",
    async handler({ request, locale }) {
      const input = parseInput(bookmarkCreateSchema, await readJsonBody(request));
      const bookmark = prepareBookmark(input, locale);
      const viewer = await requireViewer(request, members);
      if (
        bookmark.messageId &&
        !(await isOwnAgentMessage({ userId: viewer.id, messageId: bookmark.messageId }))
      ) {
        throw notFound();
      }
      const limit = await bookmarkLimitOf(viewer.id);
      const result = await createBookmark({ userId: viewer.id, bookmark, limit });
      if (result.outcome === "limit-reached") throw await bookmarkLimitError(locale);
      return json(result.bookmark, { status: result.outcome === "created" ? 201 : 200 });
    },
  },
  {
    method: "GET",
    pattern: "bookmarks/:id/",
    async handler({ request, params }) {
      const viewer = await requireViewer(request, members);
      const bookmark = await getBookmark({ userId: viewer.id, id: bookmarkIdOf(params) });
      if (!bookmark) throw notFound();
      return json(bookmark, privateList);
    },
  },
  {
    method: "PATCH",
    pattern: "bookmarks/:id/",
    async handler({ request, params }) {
      const update = parseInput(bookmarkUpdateSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, members);
      const bookmark = await updateBookmark({
        userId: viewer.id,
        id: bookmarkIdOf(params),
        changes: { title: update.title, content: update.content, tagNames: update.tag_names },
      });
      if (!bookmark) throw notFound();
      return json(bookmark);
    },
  },
  {
    method: "DELETE",
    pattern: "bookmarks/:id/",
    async handler({ request, params }) {
      const viewer = await requireViewer(request, members);
      if (!(await deleteBookmark({ userId: viewer.id, id: bookmarkIdOf(params) }))) {
        throw notFound();
      }
      return json({ deleted: true });
    },
  },
]);
