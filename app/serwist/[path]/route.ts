import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PATHS } from "@/lib/site/service-worker";

// The offline pages change with their texts: their revision is the hash of both languages' messages.
const revision = createHash("sha256")
  .update(readFileSync(path.join(process.cwd(), "messages/en.json")))
  .update(readFileSync(path.join(process.cwd(), "messages/sw.json")))
  .digest("hex")
  .slice(0, 16);

/** Every script and style of this build, kept on request (a premium member's download). */
function appAssets(): string[] {
  const directory = path.join(process.cwd(), ".next/static");
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /^(chunks|css)\/.+\.(js|css)$/.test(file))
    .map((file) => `/_next/static/${file}`);
}

/**
 * Serves the service worker built from `app/sw.ts`. Only the offline pages, the fonts and the icons are
 * fetched ahead; everything else is kept as the reader opens it, so the first visit costs nothing.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "app/sw.ts",
    useNativeEsbuild: true,
    globPatterns: [".next/static/media/*.{woff2,svg}"],
    additionalPrecacheEntries: Object.values(OFFLINE_PATHS).map((url) => ({ url, revision })),
    esbuildOptions: { define: { __APP_ASSETS__: JSON.stringify(appAssets()) } },
  },
);
