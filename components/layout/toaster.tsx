"use client";

import { lazy, Suspense } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { useToasterRequested } from "@/lib/ui/toast";

// Offline, on a device that never loaded the toasts' code, the page goes on without them.
const SonnerToaster = lazy(() =>
  import("./sonner-toaster").catch(
    () => ({ default: () => null }) as unknown as typeof import("./sonner-toaster"),
  ),
);

/** Mounts the toast library once a toast is asked for; pages that never toast never load it. */
export function Toaster({ locale }: { locale: Locale }) {
  return useToasterRequested() ? (
    <Suspense>
      <SonnerToaster locale={locale} />
    </Suspense>
  ) : null;
}
