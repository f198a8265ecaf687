import { useSyncExternalStore } from "react";

/**
 * The profile's toggles kept on the device only (spec). Prayer reminders and daily devotions are
 * the server's now (lib/reminders): it pushes them.
 */
export interface NotificationPreferences {
  weeklyDigest: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  weeklyDigest: false,
};

const STORAGE_KEY = "notification-preferences";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: NotificationPreferences } | null = null;

function read(): NotificationPreferences {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // No storage: the defaults (or this page's changes) apply.
  }
  if (cached && cached.raw === raw) return cached.value;
  let stored: Partial<NotificationPreferences> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<NotificationPreferences>) : {};
  } catch {
    stored = {};
  }
  const value = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const key of Object.keys(value) as (keyof NotificationPreferences)[]) {
    if (typeof stored[key] === "boolean") value[key] = stored[key];
  }
  cached = { raw, value };
  return value;
}

export function setNotificationPreference(
  key: keyof NotificationPreferences,
  enabled: boolean,
): void {
  const next = { ...read(), [key]: enabled };
  const raw = JSON.stringify(next);
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Kept for this page only.
  }
  cached = { raw, value: next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationPreferences(): NotificationPreferences {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_NOTIFICATION_PREFERENCES);
}
