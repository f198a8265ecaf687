"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/lib/ui/toast";
import { useViewer } from "@/hooks/use-viewer";
import { takeFlash } from "@/lib/auth/flash";

/** Shows the toast a sign-in (or account deletion) left for the page it landed on. */
export function AuthFlash() {
  const t = useTranslations("AuthToasts");
  const viewer = useViewer();
  const settled = viewer.status !== "loading";
  const signedIn = viewer.status === "signed-in";

  useEffect(() => {
    if (!settled) return;
    const flash = takeFlash();
    if (flash === "googlePending") {
      if (signedIn) toast.success(t("signedInWithGoogle"));
    } else if (flash) {
      toast.success(t(flash));
    }
  }, [settled, signedIn, t]);

  return null;
}
