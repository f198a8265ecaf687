import "server-only";
import { json } from "@/lib/api/envelope";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { supportRequestInputSchema } from "./schemas";
import { createSupportRequest } from "./service";

export const supportRoutes = defineRoutes([
  {
    method: "POST",
    pattern: "support/requests/",
    async handler({ request, locale }) {
      const input = parseInput(supportRequestInputSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: true });
      return json(await createSupportRequest({ userId: viewer.id, locale, input }), {
        status: 201,
      });
    },
  },
]);
