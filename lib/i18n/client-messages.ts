import type { Messages } from "./messages";

/** Namespaces every page's message provider carries: the rest are named by the page that needs them. */
export const CLIENT_NAMESPACES = [
  "Loading",
  "Common",
] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages, extra: readonly (keyof Messages)[] = []) {
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...extra].map((namespace) => [namespace, messages[namespace]]),
  );
}
