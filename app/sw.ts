/// <reference lib="webworker" />
// The service worker, built by Serwist (app/serwist/[path]/route.ts). It keeps what a reader has
// opened (pages, their scripts, fonts and pictures) so it opens again without a connection, shows a
// page in the reader's language for what was never opened, and shows the daily reminders.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from "serwist";
import { renderOfflineChapter } from "@/lib/offline/render-chapter";
import type { OfflineBundle } from "@/lib/offline/schemas";
import { OFFLINE_BIBLE_CACHE, offlineBundleKey } from "@/lib/offline/storage";
import { OFFLINE_PATHS } from "@/lib/site/service-worker";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const DAY_SECONDS = 24 * 60 * 60;
/** Pages that hold a member's own data are never kept on the device. */
const PRIVATE_PAGE = /^\/(en|sw)\/(profile|bookmarks|ai-chat|upgrade)(\/|$)|^\/auth(\/|$)/;

const isPublicPage = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin &&
  request.method === "GET" &&
  !url.pathname.startsWith("/api/") &&
  !PRIVATE_PAGE.test(url.pathname) &&
  (request.mode === "navigate" || request.headers.get("RSC") === "1");

/** A chapter of the translation the reader downloaded (premium), drawn without the app. */
async function downloadedChapter(locale: "en" | "sw", pathname: string) {
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  const stored = await cache.match(offlineBundleKey(locale));
  if (!stored) return undefined;
  const premiumUntil = Date.parse(stored.headers.get("X-Premium-Until") ?? "");
  if (premiumUntil < Date.now()) {
    await cache.delete(offlineBundleKey(locale));
    return undefined;
  }
  const html = renderOfflineChapter((await stored.json()) as OfflineBundle, pathname);
  return html
    ? new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })
    : undefined;
}

/**
 * Offline, a page never opened is a downloaded chapter if the reader has one, or else the offline
 * page in the address's language.
 */
const offlineFallback: SerwistPlugin = {
  async handlerDidError({ request }) {
    if (request.destination !== "document") return undefined;
    const { pathname } = new URL(request.url);
    const locale = /^\/sw(\/|$)/.test(pathname) ? "sw" : "en";
    return (
      (await downloadedChapter(locale, pathname)) ??
      (await serwist.matchPrecache(OFFLINE_PATHS[locale]))
    );
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the reader reloads (the page offers it) or comes back later.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    { matcher: ({ url }) => url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "next-static",
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS })],
      }),
    },
    {
      matcher: isPublicPage,
      handler: new NetworkFirst({
        cacheName: "pages",
        // On a slow connection the kept copy is shown rather than a blank wait.
        networkTimeoutSeconds: 6,
        plugins: [
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_SECONDS }),
          offlineFallback,
        ],
      }),
    },
    {
      // Member pages and sign-in are never kept, but offline they still say so.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY_SECONDS })],
      }),
    },
  ],
});

serwist.addEventListeners();

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface ReminderMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener("push", (event) => {
  let message: ReminderMessage | null = null;
  try {
    message = event.data?.json() ?? null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path: unknown = event.notification.data?.url;
  const target = new URL(
    typeof path === "string" && path.startsWith("/") ? path : "/",
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
