import { ApiError, apiHeaders } from "@/lib/api/client";
import { KEEP_APP_MESSAGE } from "@/lib/site/service-worker";
import { OFFLINE_BIBLE_CACHE, offlineBundleKey } from "./storage";

const KEEP_APP_WAIT_MS = 60_000;

export function canKeepDownloads(): boolean {
  return typeof caches !== "undefined" && typeof DecompressionStream !== "undefined";
}

export interface StoredDownload {
  locale: string;
  bytes: number;
}

/**
 * Downloads a translation and keeps it in Cache Storage for the service worker, reporting
 * progress from 0 to 1 as the compressed bytes arrive.
 */
export async function downloadTranslation(
  { version, locale }: { version: string; locale: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredDownload> {
  const response = await fetch(`/api/v1/bible/offline/${version}/`, {
    headers: apiHeaders(),
    credentials: "same-origin",
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      detail?: string;
    } | null;
    throw new ApiError(
      response.status,
      body?.code ?? "http_error",
      body?.detail ?? response.statusText,
    );
  }
  const total = Number(response.headers.get("Content-Length")) || 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total) onProgress(Math.min(received / total, 1));
  }
  const unpacked = await new Response(
    new Blob(chunks).stream().pipeThrough(new DecompressionStream("gzip")),
  ).text();
  JSON.parse(unpacked);
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  await cache.put(
    offlineBundleKey(locale),
    new Response(unpacked, {
      headers: {
        "Content-Type": "application/json",
        "X-Premium-Until": response.headers.get("X-Premium-Until") ?? "",
        "X-Size": String(unpacked.length),
      },
    }),
  );
  await keepAppOffline();
  onProgress(1);
  return { locale, bytes: unpacked.length };
}

/** Waits while the service worker keeps the whole app, so that every page works offline too. */
async function keepAppOffline(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  const kept = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  worker.postMessage({ type: KEEP_APP_MESSAGE }, [channel.port2]);
  // A worker of an older deployment never answers; the Bible itself is stored either way.
  await Promise.race([kept, new Promise((resolve) => setTimeout(resolve, KEEP_APP_WAIT_MS))]);
}

/** The translations kept on this device, with the space each takes. */
export async function storedDownloads(): Promise<StoredDownload[]> {
  if (!canKeepDownloads()) return [];
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  const found: StoredDownload[] = [];
  for (const locale of ["en", "sw"]) {
    const stored = await cache.match(offlineBundleKey(locale));
    if (stored) found.push({ locale, bytes: Number(stored.headers.get("X-Size")) || 0 });
  }
  return found;
}

export async function removeDownload(locale: string): Promise<void> {
  await (await caches.open(OFFLINE_BIBLE_CACHE)).delete(offlineBundleKey(locale));
}

/** Keeps the downloads' end date in step with the member's plan; without premium, removes them. */
export async function alignDownloadsWithPlan(premiumUntil: string | null, premium: boolean) {
  if (!canKeepDownloads()) return;
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  for (const locale of ["en", "sw"]) {
    const key = offlineBundleKey(locale);
    const stored = await cache.match(key);
    if (!stored) continue;
    if (!premium) {
      await cache.delete(key);
      continue;
    }
    if (stored.headers.get("X-Premium-Until") === (premiumUntil ?? "")) continue;
    const headers = new Headers(stored.headers);
    headers.set("X-Premium-Until", premiumUntil ?? "");
    await cache.put(key, new Response(await stored.text(), { headers }));
  }
}
