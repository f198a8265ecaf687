/// <reference lib="webworker" />
// The service worker, built by Serwist (app/serwist/[path]/route.ts). It keeps what a reader has
// opened (pages, their scripts, fonts and pictures) so it opens again without a connection, shows a
// page in the reader's language for what was never opened, and shows the daily reminders.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallback,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from "serwist";
import type { BibleSearcher } from "@/lib/bible/search-engine";
import { offlineSearchPath } from "@/lib/offline/page-shell";
import { MEMBER_DATA_CACHE, MEMBER_PAGES_CACHE } from "@/lib/site/member-copies";
import { ACCOUNT_CHANGE_PATH, memberCopyKeeper } from "@/lib/offline/member-copies";
import { renderOfflineChapter } from "@/lib/offline/render-chapter";
import type { OfflineBundle } from "@/lib/offline/schemas";
import { bundleSearcher, offlineSearchResponse, renderOfflineSearch } from "@/lib/offline/search";
import { locales } from "@/lib/i18n/locales";
import { OFFLINE_BIBLE_CACHE, offlineBundleKey } from "@/lib/offline/storage";
import { READER_TEXTS_CACHE, READER_TEXTS_PATH, readerTextsPath } from "@/lib/site/reader-texts";
import {
  APP_ASSETS_CACHE,
  KEEP_APP_MESSAGE,
  MEMBER_OFFLINE_DATA,
  MEMBER_OFFLINE_PAGE,
  OFFLINE_PATHS,
} from "@/lib/site/service-worker";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};
/** Every script and style of this build (app/serwist/[path]/route.ts), fetched only on request. */
declare const __APP_ASSETS__: string[];

const DAY_SECONDS = 24 * 60 * 60;
/** Pages that hold a member's own data are never kept on the device. */
const PRIVATE_PAGE = /^\/(en|sw)\/(profile|bookmarks|ai-chat|upgrade)(\/|$)|^\/auth(\/|$)/;

const isPublicPage = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin &&
  request.method === "GET" &&
  !url.pathname.startsWith("/api/") &&
  !PRIVATE_PAGE.test(url.pathname) &&
  (request.mode === "navigate" || request.headers.get("RSC") === "1");

type DownloadLocale = "en" | "sw";

interface DownloadedBible {
  /** Tells a kept copy from a newer download. */
  stamp: string;
  bundle: OfflineBundle;
  searcher?: BibleSearcher;
}

/** Downloaded translations read while this worker lives, so each is parsed and indexed once. */
const openedBibles = new Map<DownloadLocale, DownloadedBible>();

/** The translation the reader downloaded (premium), while premium lasts. */
async function downloadedBible(locale: DownloadLocale): Promise<DownloadedBible | undefined> {
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  const stored = await cache.match(offlineBundleKey(locale));
  const premiumUntil = Date.parse(stored?.headers.get("X-Premium-Until") ?? "");
  if (!stored || premiumUntil < Date.now()) {
    openedBibles.delete(locale);
    if (stored) await cache.delete(offlineBundleKey(locale));
    return undefined;
  }
  const stamp = `${stored.headers.get("X-Premium-Until")}|${stored.headers.get("X-Size")}`;
  const opened = openedBibles.get(locale);
  if (opened?.stamp === stamp) return opened;
  const fresh = { stamp, bundle: (await stored.json()) as OfflineBundle };
  openedBibles.set(locale, fresh);
  return fresh;
}

const searcherOf = (bible: DownloadedBible) => (bible.searcher ??= bundleSearcher(bible.bundle));

const htmlResponse = (html: string) =>
  new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });

/** A chapter of the downloaded translation, drawn without the app. */
async function downloadedChapter(locale: DownloadLocale, pathname: string) {
  const bible = await downloadedBible(locale);
  const html = bible && renderOfflineChapter(bible.bundle, pathname);
  return html ? htmlResponse(html) : undefined;
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

/** A signed-out session (`null`) is nobody's to keep. */
const signedInSessionOnly: SerwistPlugin = {
  async cacheWillUpdate({ request, response }) {
    if (!new URL(request.url).pathname.startsWith("/api/auth/")) return response;
    const session = (await response
      .clone()
      .json()
      .catch(() => null)) as { user?: unknown } | null;
    return session?.user ? response : null;
  },
};

/** The reader's Bible search, answered from the downloaded translation when the network fails. */
const searchWithoutConnection: SerwistPlugin = {
  async handlerDidError({ request }) {
    const locale = request.headers.get("Locale") === "sw" ? "sw" : "en";
    const bible = await downloadedBible(locale);
    return bible && offlineSearchResponse(bible.bundle, searcherOf(bible), new URL(request.url));
  },
};

/** The search form of the pages drawn from a download: only ever answered on the device. */
const offlineSearchPage: RouteHandlerCallback = async ({ url }) => {
  const locale = url.pathname === offlineSearchPath("sw") ? "sw" : "en";
  const bible = await downloadedBible(locale);
  if (!bible) return (await serwist.matchPrecache(OFFLINE_PATHS[locale])) ?? Response.error();
  const query = url.searchParams.get("q") ?? "";
  return htmlResponse(renderOfflineSearch(bible.bundle, searcherOf(bible), query));
};

const { currentMemberOnly, accountChange } = memberCopyKeeper(caches);
const isAccountChange = ({ url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && ACCOUNT_CHANGE_PATH.test(url.pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the reader reloads (the page offers it) or comes back later.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname === offlineSearchPath("en") || url.pathname === offlineSearchPath("sw")),
      handler: offlineSearchPage,
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && /^\/api\/v1\/bible\/search\/books\/?$/.test(url.pathname),
      handler: new NetworkOnly({ plugins: [searchWithoutConnection] }),
    },
    // Google's sign-in comes back with a GET; the app's own sign-in and sign-out forms post.
    { matcher: isAccountChange, handler: accountChange },
    { method: "POST", matcher: isAccountChange, handler: accountChange },
    {
      // A member's bookmarks and chats stay readable offline; signing in or out forgets them.
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin && request.method === "GET" && MEMBER_OFFLINE_DATA.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: MEMBER_DATA_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          signedInSessionOnly,
          currentMemberOnly,
          new ExpirationPlugin({ maxEntries: 60 }),
        ],
      }),
    },
    { matcher: ({ url }) => url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && READER_TEXTS_PATH.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: READER_TEXTS_CACHE }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: APP_ASSETS_CACHE,
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
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.method === "GET" &&
        // Navigations only: the header's links prefetch these pages on every page.
        request.mode === "navigate" &&
        MEMBER_OFFLINE_PAGE.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: MEMBER_PAGES_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          currentMemberOnly,
          new ExpirationPlugin({ maxEntries: 12 }),
          offlineFallback,
        ],
      }),
    },
    {
      // Other member pages and sign-in are never kept, but offline they still say so.
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

/**
 * Every script and style of the app kept, and the reader's texts for what follows an action, so
 * pages and features never opened work offline too.
 */
async function keepAppAssets() {
  const assets = await caches.open(APP_ASSETS_CACHE);
  // Their names change with their content: one already kept is current.
  for (const url of __APP_ASSETS__) if (!(await assets.match(url))) await keep(assets, url);
  const texts = await caches.open(READER_TEXTS_CACHE);
  for (const locale of locales) await keep(texts, readerTextsPath(locale));
}

/** Keeps what the network answers for a URL; a failed fetch leaves the copy kept before. */
async function keep(cache: Cache, url: string) {
  const response = await fetch(url).catch(() => undefined);
  if (response?.ok) await cache.put(url, response);
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (event.data?.type === KEEP_APP_MESSAGE) {
    event.waitUntil(keepAppAssets().finally(() => event.ports[0]?.postMessage("kept")));
  }
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
