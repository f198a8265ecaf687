import path from "node:path";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";

/**
 * HSTS only when the site is served over HTTPS: browsers ignore it on plain HTTP, and a local
 * http://localhost run must stay reachable. Read when the app is built, like SITE_URL's other uses.
 * @param {string | undefined} siteUrl
 */
function strictTransportSecurity(siteUrl) {
  return siteUrl?.startsWith("https://")
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : [];
}

/**
 * Next keeps the pages it has rendered in memory as well as in `.next`, 50 MB of them by default,
 * which held a server at 500 MB after readers had opened a few hundred chapters (`npm run
 * bench:serve`). Pages read from `.next` instead come from the operating system's file cache, and
 * behind the shipped nginx the same pages are cached there anyway: none by default.
 * @param {string | undefined} megabytes
 */
function pageCacheBytes(megabytes) {
  const value = Number(megabytes ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1024 * 1024) : 0;
}

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  cacheMaxMemorySize: pageCacheBytes(process.env.PAGE_CACHE_MB),
  // Pages rendered once for everyone get a policy allowing exactly their own inline scripts.
  cacheHandler: path.join(import.meta.dirname, "lib/site/page-cache-handler.mjs"),
  // The API contract's paths end in a slash and are served as written; proxy.ts keeps pages' canonical form.
  skipTrailingSlashRedirect: true,
  // esbuild bundles the service worker at build time (app/serwist/[path]/route.ts).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "esbuild"],
  outputFileTracingIncludes: {
    "/**": [
      "./lib/db/migrations/**",
      "./content/bible/build/**",
      "./content/stories/build/**",
      "./content/plans/build/**",
      "./content/devotionals/*.json",
      "./app/fonts/og/**",
    ],
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)" },
          ...strictTransportSecurity(process.env.SITE_URL),
        ],
      },
    ];
  },
};

/**
 * next-intl's plugin only points the bundler at the request config and the compiled messages, so
 * the production server goes without it: loading it maps SWC's and a file watcher's native
 * binaries, some 30 MB that a server answering readers never uses.
 * @param {string} phase
 * @returns {Promise<import("next").NextConfig>}
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  const withNextIntl = createNextIntlPlugin({
    requestConfig: "./lib/i18n/request.ts",
    experimental: {
      // Compiles the ICU messages at build time, so browsers get a small formatter instead of a parser.
      messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
    },
  });
  return withNextIntl(nextConfig);
}
