import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { Client } from "pg";
import { freePort, startNextServer, waitForHealth } from "../../scripts/next-server.mjs";

// Two app instances on one PostgreSQL server, sharing only AUTH_SECRET: the scale-out path of the design.
const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(sql: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function signUp(api: APIRequestContext, origin: string, email: string) {
  const { csrfToken } = (await (await api.get(`${origin}/api/auth/csrf`)).json()) as {
    csrfToken: string;
  };
  const response = await api.post(`${origin}/api/auth/callback/sign-up`, {
    form: { email, password: "faith-hope-love", csrfToken, callbackUrl: "/" },
    headers: { "X-Auth-Return-Redirect": "1" },
  });
  expect(response.ok()).toBe(true);
}

test.describe("two instances on one PostgreSQL", () => {
  test.skip(!serverUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const database = `bible_scale_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const servers: ReturnType<typeof startNextServer>[] = [];
  const origins: string[] = [];
  const dataDirs: string[] = [];
  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await admin(`create database ${database}`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${database}`;
    const secret = randomUUID();
    for (let instance = 0; instance < 2; instance += 1) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-scale-"));
      dataDirs.push(dataDir);
      origins.push(`http://127.0.0.1:${port}`);
      servers.push(
        startNextServer({
          port,
          env: {
            DATABASE_URL: databaseUrl.toString(),
            AUTH_SECRET: secret,
            DATA_DIR: dataDir,
            SITE_URL: `http://127.0.0.1:${port}`,
          },
        }),
      );
    }
    await Promise.all(origins.map((origin) => waitForHealth(origin)));
    api = await playwrightRequest.newContext();
  });

  test.afterAll(async () => {
    await api?.dispose();
    for (const server of servers) server.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await admin(`drop database if exists ${database} with (force)`);
  });

  test("a sign-in on one instance is honoured by the other", async () => {
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(api, origins[0], email);
    const profile = await api.post(`${origins[1]}/api/v1/session/token/`, {
      headers: { Accept: "application/json" },
    });
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.email).toBe(email);
  });

  test("data written through one instance is seen by the other", async () => {
    const reference = `SCALE${randomUUID().slice(0, 6).toUpperCase()}`;
    const first = await api.post(`${origins[1]}/api/v1/payments/references/`, {
      data: { reference, period: "monthly" },
    });
    expect(first.status()).toBe(201);
    const again = await api.post(`${origins[0]}/api/v1/payments/references/`, {
      data: { reference, period: "monthly" },
    });
    expect(again.status()).toBe(409);
    const listed = await api.get(`${origins[0]}/api/v1/payments/references/`);
    expect((await listed.json()).data.map((row: { reference: string }) => row.reference)).toEqual([
      reference,
    ]);
  });
});
