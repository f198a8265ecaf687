"use client";

import type { ReactNode } from "react";
import { useLoadingOverlayVisible } from "@/lib/ui/loading-overlay";

/** `children`: the spinner, drawn by the server. */
export function LoadingOverlay({ children }: { children: ReactNode }) {
  const visible = useLoadingOverlayVisible();
  if (!visible) return null;
  return (
    <div
      className="bg-background/80 fixed inset-0 z-[100] flex items-center justify-center backdrop-blur-sm"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      {children}
    </div>
  );
}
