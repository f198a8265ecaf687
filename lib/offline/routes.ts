import "server-only";
import { json } from "@/lib/api/envelope";
import { notFound } from "@/lib/api/errors";
import { defineRoutes } from "@/lib/api/router";
import { requireViewer } from "@/lib/auth/guard";
import { findVersion } from "@/lib/bible/versions";
import { getProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { premiumRequiredError } from "@/lib/chat/send";
import { offlineBibles, packedBundle } from "./bundle";

const members = { allowGuest: false };

/** "Offline Bible access", a premium feature: each translation as one download. */
export const offlineRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "bible/offline/",
    async handler({ request }) {
      await requireViewer(request, members);
      return json(await offlineBibles(), { headers: { "Cache-Control": "no-store" } });
    },
  },
  {
    method: "GET",
    pattern: "bible/offline/:version/",
    async handler({ request, params, locale }) {
      const version = findVersion(params.version);
      if (!version) throw notFound();
      const viewer = await requireViewer(request, members);
      const subscription = (await getProfile(viewer.id))?.subscription;
      if (viewer.isGuest || !isPremium(subscription)) throw await premiumRequiredError(locale);
      const { gzip, storedBytes } = await packedBundle(version);
      // Sent as a gzip file, not gzip-encoded, so the download's progress counts real bytes.
      return new Response(new Uint8Array(gzip), {
        headers: {
          "Content-Type": "application/gzip",
          "Content-Length": String(gzip.length),
          "X-Unpacked-Length": String(storedBytes),
          // The device keeps the download until premium ends, even without a connection.
          "X-Premium-Until": subscription?.end_date ?? "",
          "Cache-Control": "private, no-store",
        },
      });
    },
  },
]);
