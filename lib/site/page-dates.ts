/**
 * When pages whose content has no date of its own last changed, for the sitemap's `lastmod` and
 * the pages themselves. Move a date when that page's text or layout changes in a way a search
 * engine should read again.
 */
export const PRIVACY_POLICY_UPDATED = "2026-11-21";

/** The Bible pages: texts, chapter layout, book grids and verse pages. */
export const BIBLE_PAGES_UPDATED = "2026-11-24";

/** The devotionals collection: its pages change daily, its texts when devotionals are added. */
export const DEVOTIONALS_UPDATED = "2026-11-25";

/** The reading plans: their list and each plan's days. */
export const PLANS_UPDATED = "2026-11-25";
