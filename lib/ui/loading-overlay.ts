import { useSyncExternalStore } from "react";

let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows the full-screen overlay until the matching hide; nested calls are counted. */
export function showLoadingOverlay(): void {
  pending += 1;
  emit();
}

export function hideLoadingOverlay(): void {
  pending = Math.max(0, pending - 1);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingOverlayVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
