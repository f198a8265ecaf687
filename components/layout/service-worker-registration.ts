import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "@/lib/site/service-worker";
import { toast } from "@/lib/ui/toast";

export interface UpdateLabels {
  updateReady: string;
  reload: string;
}

/** Offers the waiting version: it takes over and the page reloads only when the reader says so. */
function offerUpdate(waiting: ServiceWorker, labels: UpdateLabels) {
  toast.success(labels.updateReady, {
    id: "service-worker-update",
    action: {
      label: labels.reload,
      onClick: () => {
        navigator.serviceWorker.addEventListener(
          "controllerchange",
          () => window.location.reload(),
          {
            once: true,
          },
        );
        waiting.postMessage({ type: "SKIP_WAITING" });
      },
    },
  });
}

export async function registerServiceWorker(labels: UpdateLabels): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
      updateViaCache: "none",
    });
    // A version installed earlier and waiting (the first install has no controller to replace).
    if (registration.waiting && navigator.serviceWorker.controller) {
      offerUpdate(registration.waiting, labels);
    }
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed" && navigator.serviceWorker.controller) {
          offerUpdate(installing, labels);
        }
      });
    });
  } catch (error) {
    // Offline use is a bonus: the page works the same without it.
    console.warn("[service worker] not registered", error);
  }
}
