import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";

async function configOf(phase: string): Promise<NextConfig> {
  const configUrl = pathToFileURL(path.resolve(import.meta.dirname, "../../next.config.mjs")).href;
  const { default: configFor } = (await import(configUrl)) as {
    default: (phase: string) => Promise<NextConfig>;
  };
  return configFor(phase);
}

describe("next.config.mjs by phase", () => {
  it("points the build at next-intl's request config and compiled messages", async () => {
    const build = await configOf(PHASE_PRODUCTION_BUILD);
    expect(build.turbopack?.resolveAlias).toHaveProperty("next-intl/config");
    expect(build.turbopack?.resolveAlias).toHaveProperty("use-intl/format-message");
  });

  it("serves with the same settings, without the bundler's plugin", async () => {
    const [build, server] = await Promise.all([
      configOf(PHASE_PRODUCTION_BUILD),
      configOf(PHASE_PRODUCTION_SERVER),
    ]);
    expect(server.turbopack).toBeUndefined();
    expect(server.webpack).toBeUndefined();
    expect(server).toEqual({ ...build, turbopack: undefined, webpack: undefined });
  });
});
