"use client";

import { Download } from "@/components/icons";
import { useLocale, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/hooks/use-viewer";
import { apiRequest } from "@/lib/api/client";
import { authPath } from "@/lib/auth/return-path";

/** `signedInOnServer`: what the page's request said, used until the browser knows the session. */
export function ExportDataButton({ signedInOnServer }: { signedInOnServer: boolean }) {
  const t = useTranslations("DataExport");
  const locale = useLocale();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  const signedIn = viewer.status === "loading" ? signedInOnServer : viewer.status === "signed-in";

  if (!signedIn) {
    return (
      <Button asChild variant="outline">
        <NextLink href={authPath(`/${locale}/privacy-policy`, "signin")}>{t("signIn")}</NextLink>
      </Button>
    );
  }

  async function download() {
    setBusy(true);
    try {
      const data = await apiRequest<unknown>("session/export/");
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
      );
      const link = Object.assign(document.createElement("a"), {
        href: url,
        download: "neno-my-data.json",
      });
      document.body.append(link);
      link.click();
      link.remove();
      // Revoking at once can cancel the download before the browser has read the blob.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t("success"));
    } catch {
      toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={download} disabled={busy || viewer.status === "loading"}>
      <Download className="size-4" aria-hidden />
      {t("button")}
    </Button>
  );
}
