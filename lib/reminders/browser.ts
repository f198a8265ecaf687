import { apiRequest } from "@/lib/api/client";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "@/lib/site/service-worker";
import type { ReminderSettings } from "./schemas";

export type SubscribeOutcome = "subscribed" | "denied" | "unsupported";

export function canReceivePush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks this browser for permission, subscribes it to push with the server's key and hands the
 * subscription to the server. Called from the member's click, as browsers require.
 */
export async function subscribeThisBrowser(
  vapidPublicKey: string,
): Promise<{ outcome: SubscribeOutcome; settings?: ReminderSettings }> {
  if (!canReceivePush()) return { outcome: "unsupported" };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { outcome: "denied" };
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: SERVICE_WORKER_SCOPE,
  });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    }));
  const settings = await apiRequest<ReminderSettings>("reminders/subscriptions/", {
    method: "POST",
    body: subscription.toJSON(),
  });
  return { outcome: "subscribed", settings };
}

/** Whether this browser already sends its notifications to us. */
export async function thisBrowserSubscribed(): Promise<boolean> {
  if (!canReceivePush() || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return Boolean(await registration?.pushManager.getSubscription());
}
