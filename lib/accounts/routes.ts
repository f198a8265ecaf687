import "server-only";
import { json } from "@/lib/api/envelope";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { profileUpdateSchema } from "./schemas";
import { ensureProfile, updateProfile } from "./service";

export const accountRoutes = defineRoutes([
  {
    method: "POST",
    pattern: "session/token/",
    async handler({ request }) {
      const viewer = await requireViewer(request, { allowGuest: true });
      return json(await ensureProfile(viewer));
    },
  },
  {
    method: "POST",
    pattern: "session/profile/",
    async handler({ request }) {
      const update = parseInput(profileUpdateSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: false });
      return json(await updateProfile(viewer.id, update));
    },
  },
]);
