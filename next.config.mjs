import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    // Compiles the ICU messages at build time, so browsers get a small formatter instead of a parser.
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

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

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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

export default withNextIntl(nextConfig);
