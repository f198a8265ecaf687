import "server-only";
import { redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { authPath } from "./return-path";
import { getViewer, type Viewer } from "./session";

/**
 * The viewer of a guarded page, checked again on the server whatever the proxy did. Nobody, or a
 * guest where guests may not go, is sent to /auth with the way back remembered.
 */
export async function requirePageViewer({
  locale,
  allowGuest,
  returnTo,
}: {
  locale: Locale;
  allowGuest: boolean;
  returnTo?: string;
}): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer || (viewer.isGuest && !allowGuest)) redirect(authPath(returnTo ?? `/${locale}`));
  return viewer;
}
