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
} from "serwist";
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
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY_SECONDS })],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: OFFLINE_PATHS.sw,
        matcher: ({ request }) =>
          request.destination === "document" && /^\/sw(\/|$)/.test(new URL(request.url).pathname),
      },
      { url: OFFLINE_PATHS.en, matcher: ({ request }) => request.destination === "document" },
    ],
  },
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
