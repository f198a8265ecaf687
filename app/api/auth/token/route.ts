import { requestLocale } from "@/lib/api/dispatch";
import { json } from "@/lib/api/envelope";
import { unauthorized } from "@/lib/api/errors";
import { localizedErrorResponse } from "@/lib/api/localized-errors";
import { mintApiToken } from "@/lib/auth/api-token";
import { getCookieViewer } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * A short-lived API token for the user of the session cookie, for `Authorization: Bearer` calls
 * to /api/v1. A token cannot mint its successor: when it expires, the session is asked again.
 */
export async function POST(request: Request): Promise<Response> {
  const viewer = await getCookieViewer(request);
  if (!viewer) return localizedErrorResponse(unauthorized(), requestLocale(request));
  const { token, expiresAt } = mintApiToken(viewer);
  return json(
    { token, expires_at: expiresAt.toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
