"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useLoadingOverlayVisible } from "@/lib/ui/loading-overlay";

export function LoadingOverlay() {
  const visible = useLoadingOverlayVisible();
  const t = useTranslations("Loading");
  if (!visible) return null;
  return (
    <div
      className="fixed inset-0 z-[100] flex items-center justify-center bg-background/80 backdrop-blur-sm"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <Spinner className="size-10 text-primary" aria-label={t("label")} />
    </div>
  );
}
