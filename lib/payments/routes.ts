import "server-only";
import { json } from "@/lib/api/envelope";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { paymentReferenceInputSchema } from "./schemas";
import { paymentReferencesOf, submitPaymentReference } from "./service";

export const paymentRoutes = defineRoutes([
  {
    method: "POST",
    pattern: "payments/references/",
    async handler({ request }) {
      const input = parseInput(paymentReferenceInputSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: false });
      return json(await submitPaymentReference({ userId: viewer.id, input }), { status: 201 });
    },
  },
  {
    method: "GET",
    pattern: "payments/references/",
    async handler({ request }) {
      const viewer = await requireViewer(request, { allowGuest: false });
      return json(await paymentReferencesOf(viewer.id));
    },
  },
]);
