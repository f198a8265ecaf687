"use client";

import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useViewer } from "@/hooks/use-viewer";
import { authPath } from "@/lib/auth/return-path";

/**
 * The browser's half of a route guard: a spinner while the session loads, then the page for
 * those allowed, and /auth (remembering the way back) for the rest, e.g. after signing out in
 * another tab. `verified` pages were already checked on the server and show at once.
 */
export function AuthGuard({
  allowGuest,
  verified = false,
  children,
}: {
  allowGuest: boolean;
  verified?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("Loading");
  const viewer = useViewer();
  const denied =
    viewer.status === "visitor" || (viewer.status === "signed-in" && viewer.isGuest && !allowGuest);
  const allowed = viewer.status === "signed-in" && !denied;

  useEffect(() => {
    if (denied)
      window.location.replace(authPath(`${window.location.pathname}${window.location.search}`));
  }, [denied]);

  if (allowed || (verified && viewer.status === "loading")) return children;
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="auth-guard-spinner">
      <Spinner className="text-primary size-8" aria-label={t("label")} />
    </div>
  );
}
