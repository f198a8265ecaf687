import { useSyncExternalStore } from "react";

export interface ToastOptions {
  description?: string;
  /** A toast shown again under the same id replaces the one on screen instead of stacking. */
  id?: string;
  /** A link under the message, e.g. to the upgrade page from a limit reached. */
  link?: { label: string; href: string };
  /** A button under the message, e.g. to reload into a new version. */
  action?: { label: string; onClick: () => void };
}

export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  options?: ToastOptions;
}

type Display = (message: ToastMessage) => void;

/*
 * The toast library downloads with the first toast, not with every page: until the toaster has
 * loaded, messages wait here and the toaster shows them as soon as it is on screen.
 */
const waiting: ToastMessage[] = [];
const listeners = new Set<() => void>();
let display: Display | null = null;
let requested = false;

function show(message: ToastMessage) {
  if (display) {
    display(message);
    return;
  }
  waiting.push(message);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show({ kind: "success", title, options }),
  error: (title: string, options?: ToastOptions) => show({ kind: "error", title, options }),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a toast has been asked for, so the toaster is worth loading. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** The loaded toaster takes over: waiting messages are shown, later ones go straight to it. */
export function connectToaster(next: Display): () => void {
  display = next;
  for (const message of waiting.splice(0)) next(message);
  return () => {
    if (display === next) display = null;
  };
}
