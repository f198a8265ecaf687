import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two browsers share the test server: on a 2-core machine the suite took 14.7 min where one
  // browser took 19.4, with no test retried. (An earlier build, with Chromium 156, left some
  // navigations pending with two; set E2E_WORKERS=1 should that come back.)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Generous: a test that scans many dialogs with axe takes over 45 s on a slow 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
    permissions: ["clipboard-read", "clipboard-write"],
    locale: "en-US",
    timezoneId: "Africa/Nairobi",
    // Tests route the page's own requests; a service worker would fetch past those routes. The
    // offline tests let it in.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), SITE_URL: baseURL, AUTH_TRUST_HOST: "true" },
  },
});
