"use client";

import { useEffect } from "react";
import type { UpdateLabels } from "./service-worker-registration";

/**
 * Registers the service worker once the page has loaded and is idle, in production only; the
 * registration code is downloaded then, not with the page.
 */
export function ServiceWorker({ labels }: { labels: UpdateLabels }) {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const start = () =>
      void import("./service-worker-registration").then(({ registerServiceWorker }) =>
        registerServiceWorker(labels),
      );
    if (document.readyState === "complete") {
      const idle =
        window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
      idle(start);
      return;
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [labels]);
  return null;
}
