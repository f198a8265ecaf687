"use client";

import type { ReactNode } from "react";
import { clsx } from "clsx";
import { useReaderState } from "./reader-store";

/** Keeps the current verses in view, dimmed, with 'Loading {book} {chapter}...' while the next chapter comes. */
export function ChapterPending({ spinner, children }: { spinner: ReactNode; children: ReactNode }) {
  const pendingLabel = useReaderState((state) => state.pendingLabel);
  return (
    <div className="relative" aria-busy={pendingLabel ? true : undefined}>
      <div className={clsx("transition-opacity", pendingLabel && "pointer-events-none opacity-40")}>
        {children}
      </div>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none absolute inset-x-0 top-8 flex justify-center"
      >
        {pendingLabel && (
          <p className="bg-background flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium shadow-md">
            {spinner}
            {pendingLabel}
          </p>
        )}
      </div>
    </div>
  );
}
