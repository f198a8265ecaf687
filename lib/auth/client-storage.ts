import { MEMBER_COPY_CACHES } from "@/lib/site/member-copies";

/** Keys this app keeps in the browser for the signed-in user; all are cleared on sign-out. */
export const PROFILE_STORAGE_KEY = "profile";
export const API_TOKEN_STORAGE_KEY = "auth-token";
/**
 * A guest's one conversation lives in localStorage under keys starting with this prefix (the
 * chat feature writes them); signing out removes them so the next person on the device starts clean.
 */
export const GUEST_CHAT_STORAGE_PREFIX = "guest-chat";

export function readStored<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the value lives in memory for this page only.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Removes the guest's local conversation (every key under the guest-chat prefix). */
export function clearGuestConversation(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    for (const key of keys)
      if (key?.startsWith(GUEST_CHAT_STORAGE_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is no stored conversation either.
  }
}

/**
 * Everything a signed-in person left on this device: profile, API token, guest conversation, and
 * the copies of their pages the service worker keeps for offline reading.
 */
export function clearAccountStorage(): void {
  removeStored(PROFILE_STORAGE_KEY);
  removeStored(API_TOKEN_STORAGE_KEY);
  clearGuestConversation();
  if (typeof caches !== "undefined") {
    for (const name of MEMBER_COPY_CACHES) void caches.delete(name).catch(() => undefined);
  }
}
