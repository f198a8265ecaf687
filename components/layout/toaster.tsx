"use client";

import { lazy, Suspense } from "react";
import { useToasterRequested } from "@/lib/ui/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Mounts the toast library once a toast is asked for; pages that never toast never load it. */
export function Toaster() {
  return useToasterRequested() ? (
    <Suspense>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
