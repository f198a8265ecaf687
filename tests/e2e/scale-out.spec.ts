import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { Client } from "pg";

// Two app instances on one PostgreSQL server, sharing only AUTH_SECRET: the scale-out path of the design.
const serverUrl = process.env.TEST_DATABASE_URL;
const ports = [3221, 3222];
const origins = ports.map((port) => `http://127.0.0.1:${port}`);

async function admin(sql: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(origin: string, deadline = Date.now() + 90_000) {
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not become healthy`);
}

async function signUp(api: APIRequestContext, origin: string, email: string) {
  const { csrfToken } = (await (await api.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
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
  const servers: ChildProcess[] = [];
  const dataDirs: string[] = [];
  let api: APIRequestContext;

  test.beforeAll(async () => {
    await admin(`create database ${database}`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${database}`;
    const secret = randomUUID();
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-scale-"));
      dataDirs.push(dataDir);
      servers.push(
        spawn("npx", ["next", "start", "-p", String(port)], {
          stdio: "ignore",
          env: { ...process.env, DATABASE_URL: databaseUrl.toString(), AUTH_SECRET: secret, DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` },
        }),
      );
    }
    await Promise.all(origins.map((origin) => waitForHealth(origin)));
    api = await playwrightRequest.newContext();
  });

  test.afterAll(async () => {
    await api?.dispose();
    for (const server of servers) server.kill("SIGTERM");
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await admin(`drop database if exists ${database} with (force)`);
  });

  test("a sign-in on one instance is honoured by the other", async () => {
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(api, origins[0], email);
    const profile = await api.post(`${origins[1]}/api/v1/session/token/`, { headers: { Accept: "application/json" } });
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.email).toBe(email);
  });

  test("data written through one instance is seen by the other", async () => {
    const reference = `SCALE${randomUUID().slice(0, 6).toUpperCase()}`;
    const first = await api.post(`${origins[1]}/api/v1/payments/references/`, { data: { reference, period: "monthly" } });
    expect(first.status()).toBe(201);
    const again = await api.post(`${origins[0]}/api/v1/payments/references/`, { data: { reference, period: "monthly" } });
    expect(again.status()).toBe(409);
    const listed = await api.get(`${origins[0]}/api/v1/payments/references/`);
    expect((await listed.json()).data.map((row: { reference: string }) => row.reference)).toEqual([reference]);
  });
});
