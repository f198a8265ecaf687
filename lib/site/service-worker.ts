/** The service worker's address (built by Serwist from `app/sw.ts`) and the scope it controls. */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

/** The page a navigation falls back to offline when it was never opened, per language. */
export const OFFLINE_PATHS = { en: "/en/offline", sw: "/sw/offline" } as const;
