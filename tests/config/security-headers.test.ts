import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it } from "vitest";

const previousSiteUrl = process.env.SITE_URL;

/** The headers next.config.mjs gives every path, as `next build` reads them. */
async function headersForEveryPath(siteUrl: string | undefined): Promise<Record<string, string>> {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  const configUrl = pathToFileURL(path.resolve(import.meta.dirname, "../../next.config.mjs")).href;
  const { default: configFor } = (await import(configUrl)) as {
    default: (phase: string) => Promise<NextConfig>;
  };
  const config = await configFor(PHASE_PRODUCTION_BUILD);
  const rules = (await config.headers?.()) ?? [];
  const everyPath = rules.find((rule) => rule.source === "/:path*");
  return Object.fromEntries((everyPath?.headers ?? []).map(({ key, value }) => [key, value]));
}

describe("security headers of next.config.mjs", () => {
  afterEach(() => {
    if (previousSiteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = previousSiteUrl;
  });

  it("sends HSTS for two years when SITE_URL is https", async () => {
    const headers = await headersForEveryPath("https://neno.example");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it.each([["http://localhost:3000"], [undefined]])(
    "sends no HSTS when SITE_URL is %s",
    async (siteUrl) => {
      const headers = await headersForEveryPath(siteUrl);
      expect(headers).not.toHaveProperty("Strict-Transport-Security");
      expect(headers["X-Frame-Options"]).toBe("DENY");
    },
  );
});
