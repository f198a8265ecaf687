import type { Messages } from "./messages";

/** Namespaces client components read; the rest stay on the server and out of the page payload. */
export const CLIENT_NAMESPACES = [
  "Nav",
  "LanguageToggle",
  "Theme",
  "Loading",
  "Common",
  "Errors",
  "AuthToasts",
  "DataExport",
] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages, extra: readonly (keyof Messages)[] = []) {
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...extra].map((namespace) => [namespace, messages[namespace]]),
  );
}
