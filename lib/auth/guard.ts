import "server-only";
import { AppError, unauthorized } from "@/lib/api/errors";
import { getViewer, type Viewer } from "./session";

export const GUEST_FORBIDDEN_DETAIL = "Guest users cannot perform this action";

/** The viewer of an API request, or an AppError: 401 without valid credentials, 403 for a guest where guests may not go. */
export async function requireViewer(
  request: Request,
  { allowGuest }: { allowGuest: boolean },
): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthorized();
  if (viewer.isGuest && !allowGuest)
    throw new AppError(403, "guest_forbidden", GUEST_FORBIDDEN_DETAIL).withText(
      "guestForbidden",
      undefined,
      "message",
    );
  return viewer;
}
