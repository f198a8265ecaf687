"use client";

import { Spinner } from "@/components/ui/spinner";
import { useLoadingOverlayVisible } from "@/lib/ui/loading-overlay";

export function LoadingOverlay({ label }: { label: string }) {
  const visible = useLoadingOverlayVisible();
  if (!visible) return null;
  return (
    <div
      className="bg-background/80 fixed inset-0 z-[100] flex items-center justify-center backdrop-blur-sm"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <Spinner className="text-primary size-10" aria-label={label} />
    </div>
  );
}
