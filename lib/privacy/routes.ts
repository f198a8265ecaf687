import "server-only";
import { json } from "@/lib/api/envelope";
import { defineRoutes } from "@/lib/api/router";
import { requireViewer } from "@/lib/auth/guard";
import { exportUserData } from "./export";

export const privacyRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "session/export/",
    async handler({ request }) {
      const viewer = await requireViewer(request, { allowGuest: true });
      const response = json(await exportUserData(viewer));
      response.headers.set("Cache-Control", "no-store");
      response.headers.set("Content-Disposition", 'attachment; filename="neno-my-data.json"');
      return response;
    },
  },
]);
