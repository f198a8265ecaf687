/**
 * A toast to show after a full page load: signing in on /auth lands on a page of another layout,
 * and Google sends the browser away and back. The message waits in sessionStorage until then.
 */
export const FLASH_MESSAGES = [
  "signedIn",
  "signedUp",
  "signedInAsGuest",
  "googlePending",
  "signedOut",
  "accountDeleted",
] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

const FLASH_KEY = "auth-flash";

export function setFlash(message: FlashMessage): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // The toast is a nicety; the sign-in itself has happened.
  }
}

export function takeFlash(): FlashMessage | null {
  try {
    const value = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return (FLASH_MESSAGES as readonly string[]).includes(value ?? "")
      ? (value as FlashMessage)
      : null;
  } catch {
    return null;
  }
}
