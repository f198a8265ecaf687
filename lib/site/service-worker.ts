/** The service worker's address (built by Serwist from `app/sw.ts`) and the scope it controls. */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

/** The page a navigation falls back to offline when it was never opened, per language. */
export const OFFLINE_PATHS = { en: "/en/offline", sw: "/sw/offline" } as const;

/** The member's pages kept for offline reading. */
export const MEMBER_OFFLINE_PAGE = /^\/(en|sw)\/(bookmarks|ai-chat)$/;

/** The reads behind those pages: the session, the bookmarks and tags, the chat sessions. */
export const MEMBER_OFFLINE_DATA =
  /^\/api\/(auth\/session|v1\/bookmarks\/(tags\/)?|v1\/chat\/sessions\/([0-9a-f-]{36}\/)?)$/;

/**
 * Asks the service worker to keep every script and style of the app, so that all of it works
 * offline; sent when a premium member downloads a translation.
 */
export const KEEP_APP_MESSAGE = "KEEP_APP";

/** Where the service worker keeps the app's scripts and styles. */
export const APP_ASSETS_CACHE = "next-static";
