import type { ReactNode } from "react";

/**
 * Markup a server component draws and hands to the server-side render of a client component in
 * the same process: it reaches the page's HTML without being copied into the page's RSC payload,
 * where a chapter's verses would otherwise travel a second time.
 *
 * The server components and the client components' server render are separate module graphs of
 * one process, so the hand-off lives on `globalThis`.
 */
interface Handoff {
  content: ReactNode;
  handedAt: number;
}

const holder = globalThis as typeof globalThis & {
  __nenoMarkupHandoffs?: Map<string, Handoff>;
  __nenoMarkupHandoffCount?: number;
};

/** A request that renders only the RSC payload (a client navigation) never claims its markup. */
const UNCLAIMED_LIFETIME_MS = 60_000;

function handoffs(): Map<string, Handoff> {
  return (holder.__nenoMarkupHandoffs ??= new Map());
}

function forgetUnclaimed(now: number) {
  for (const [key, handoff] of handoffs()) {
    // A Map iterates in insertion order: the rest are younger.
    if (now - handoff.handedAt < UNCLAIMED_LIFETIME_MS) break;
    handoffs().delete(key);
  }
}

/** Keeps `content` for the client component's server render; returns the key it claims it by. */
export function handOverMarkup(content: ReactNode): string {
  const now = Date.now();
  forgetUnclaimed(now);
  // Unique in this process, which is all a hand-off spans; short, as it travels in the payload.
  holder.__nenoMarkupHandoffCount = (holder.__nenoMarkupHandoffCount ?? 0) + 1;
  const key = holder.__nenoMarkupHandoffCount.toString(36);
  handoffs().set(key, { content, handedAt: now });
  return key;
}

/** The content handed over under `key`, once. */
export function claimMarkup(key: string): ReactNode {
  const handoff = handoffs().get(key);
  handoffs().delete(key);
  return handoff?.content ?? null;
}
