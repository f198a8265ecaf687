import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    // Compiles the ICU messages at build time, so browsers get a small formatter instead of a parser.
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The API contract's paths end in a slash and are served as written; proxy.ts keeps pages' canonical form.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  outputFileTracingIncludes: {
    "/**": [
      "./lib/db/migrations/**",
      "./content/bible/build/**",
      "./content/stories/build/**",
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
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
