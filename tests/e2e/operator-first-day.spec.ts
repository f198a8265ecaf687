import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { freePort, startNextServer, waitForHealth } from "../../scripts/next-server.mjs";
import { signUpOn } from "./fixtures/postgres-instances";

const run = promisify(execFile);

// A fresh install: an empty DATA_DIR, no ADMIN_TOKEN, and the operator's first command runs
// while the app is up, before any admin request has reached it.
test.describe("an operator's first day", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-first-day-"));
  let server: ReturnType<typeof startNextServer> | undefined;
  let origin = "";

  const admin = (args: string[]) =>
    run("npm", ["run", "--silent", "admin", "--", ...args], {
      env: { ...process.env, ADMIN_TOKEN: "", ADMIN_URL: origin, DATA_DIR: dataDir },
      timeout: 60_000,
    });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    expect(readdirSync(dataDir)).toEqual([]);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startNextServer({
      port,
      env: { DATA_DIR: dataDir, ADMIN_TOKEN: "", SITE_URL: origin },
    });
    await waitForHealth(origin);
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the admin token is in DATA_DIR as soon as the app runs", () => {
    expect(existsSync(path.join(dataDir, "admin-token"))).toBe(true);
  });

  test("npm run admin works at once: payments, then premium for a new member", async () => {
    const payments = await admin(["payments"]);
    expect(payments.stdout).toContain("(none)");

    const api = await playwrightRequest.newContext();
    try {
      const email = `first-day-${randomUUID().slice(0, 8)}@example.com`;
      await signUpOn(api, origin, email);
      const granted = await admin(["grant-premium", "--email", email, "--days", "30"]);
      expect(granted.stdout).toContain(`${email} is premium until`);
      const profile = await api.post(`${origin}/api/v1/session/token/`);
      expect(profile.status()).toBe(200);
      expect((await profile.json()).data.subscription).toMatchObject({
        type: "PREMIUM",
        is_active: true,
      });
    } finally {
      await api.dispose();
    }
  });

  test("a wrong token is refused and says so", async () => {
    const wrong = await run("npm", ["run", "--silent", "admin", "--", "payments"], {
      env: { ...process.env, ADMIN_TOKEN: "not-the-token", ADMIN_URL: origin },
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(wrong?.code).toBe(1);
    expect(wrong?.stderr).toContain("A valid admin token is required.");
  });
});
