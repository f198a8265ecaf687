import type { PluginState, RouteHandlerCallback, SerwistPlugin } from "serwist";
import { MEMBER_COPY_CACHES } from "@/lib/site/member-copies";

/** Signing out, or signing in: next-auth's sign-out and its sign-in callbacks (a form or Google). */
export const ACCOUNT_CHANGE_PATH = /^\/api\/auth\/(signout|callback\/[^/]+)\/?$/;

/**
 * The service worker's side of forgetting a member's copies when someone signs in or out. The page
 * deletes them too, but a read already on its way back (from this tab or another) would be stored
 * after that delete and leave the member's data for the next person on the device. So the worker
 * counts account changes and keeps a copy only if none happened while it was being fetched.
 */
export function memberCopyKeeper(storage: CacheStorage) {
  let accountChanges = 0;

  async function forgetMember() {
    accountChanges += 1;
    await Promise.all(MEMBER_COPY_CACHES.map((name) => storage.delete(name)));
  }

  const overtaken = (state: PluginState | undefined) => state?.accountChanges !== accountChanges;

  const currentMemberOnly: SerwistPlugin = {
    // Not requestWillFetch: a navigation answered by its preload never calls it.
    async handlerWillStart({ state }) {
      if (state) state.accountChanges = accountChanges;
    },
    async cacheWillUpdate({ response, state }) {
      return overtaken(state) ? null : response;
    },
    // A change that came while the copy was being written finds it here.
    async cacheDidUpdate({ cacheName, request, state }) {
      if (overtaken(state)) await (await storage.open(cacheName)).delete(request);
    },
  };

  /** Forgets before the change is sent, and again once it is answered (or has failed). */
  const accountChange: RouteHandlerCallback = async ({ request, event }) => {
    await forgetMember();
    try {
      // Google's return is a navigation the browser has already sent ahead (navigation preload):
      // its code works once, so it must not be sent again.
      const { preloadResponse } = event as { preloadResponse?: Promise<Response | undefined> };
      return (await preloadResponse) ?? (await fetch(request));
    } finally {
      await forgetMember();
    }
  };

  return { currentMemberOnly, accountChange };
}
