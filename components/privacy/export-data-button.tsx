"use client";

import { Download } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/hooks/use-viewer";
import { apiRequest } from "@/lib/api/client";
import { authPath } from "@/lib/auth/return-path";

export function ExportDataButton() {
  const t = useTranslations("DataExport");
  const locale = useLocale();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);

  if (viewer.status !== "signed-in") {
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
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: "neno-my-data.json" });
      link.click();
      URL.revokeObjectURL(url);
      toast.success(t("success"));
    } catch {
      toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={download} disabled={busy}>
      <Download className="size-4" aria-hidden />
      {t("button")}
    </Button>
  );
}
