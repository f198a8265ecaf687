"use client";

import { useEffect } from "react";
import { toast } from "@/lib/ui/toast";
import { useViewer } from "@/hooks/use-viewer";
import type { ShellLabels } from "@/components/layout/shell-labels";
import { takeFlash } from "@/lib/auth/flash";

/** Shows the toast a sign-in (or account deletion) left for the page it landed on. */
export function AuthFlash({ toasts }: { toasts: ShellLabels["toasts"] }) {
  const viewer = useViewer();
  const settled = viewer.status !== "loading";
  const signedIn = viewer.status === "signed-in";

  useEffect(() => {
    if (!settled) return;
    const flash = takeFlash();
    if (flash === "googlePending") {
      if (signedIn) toast.success(toasts.signedInWithGoogle);
    } else if (flash) {
      toast.success(toasts[flash]);
    }
  }, [settled, signedIn, toasts]);

  return null;
}
