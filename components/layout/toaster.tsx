"use client";

import dynamic from "next/dynamic";
import { useToasterRequested } from "@/lib/ui/toast";

const SonnerToaster = dynamic(() => import("./sonner-toaster"), { ssr: false });

/** Mounts the toast library once a toast is asked for; pages that never toast never load it. */
export function Toaster() {
  return useToasterRequested() ? <SonnerToaster /> : null;
}
