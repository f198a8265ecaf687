/**
 * The service worker's copies of a member's own pages and data (bookmarks, chat sessions and the
 * session itself), kept so they can be read offline; forgotten whenever someone signs in or out.
 * A module of its own: every page's account code imports it.
 */
export const MEMBER_PAGES_CACHE = "member-pages";
export const MEMBER_DATA_CACHE = "member-data";
export const MEMBER_COPY_CACHES = [MEMBER_PAGES_CACHE, MEMBER_DATA_CACHE] as const;
