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

// The daily message limit holds across two app instances on one PostgreSQL server: it is one
// atomic statement in the database, not a count kept by an instance.
const serverUrl = process.env.TEST_DATABASE_URL;
const DAILY_LIMIT = 5;

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

test.describe("the chat limit on two instances of one PostgreSQL", () => {
  test.skip(!serverUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const database = `bible_chat_scale_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
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
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-chat-scale-"));
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
            FREE_DAILY_MESSAGES: String(DAILY_LIMIT),
            AI_BASE_URL: "",
            AI_MODEL: "",
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

  test("a free member's 6 messages alternating instances: exactly 5 answered", async () => {
    await signUp(api, origins[0], `chat-scale-${randomUUID().slice(0, 8)}@example.com`);
    const created = await api.post(`${origins[1]}/api/v1/chat/sessions/`, { data: {} });
    expect(created.status()).toBe(201);
    const sessionId = ((await created.json()) as { data: { id: string } }).data.id;

    const responses = await Promise.all(
      Array.from({ length: DAILY_LIMIT + 1 }, (_, index) =>
        api.post(`${origins[index % 2]}/api/v1/chat/sessions/${sessionId}/add_message/`, {
          data: { text: `Question ${index + 1}: what does the Bible say about hope?` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status()).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403]);
    const refused = responses.find((response) => response.status() === 403)!;
    const body = await refused.json();
    expect(body).toMatchObject({
      detail: "Daily message limit exceeded",
      code: "daily_limit_exceeded",
      daily_limit: DAILY_LIMIT,
    });
    expect(body.message).toContain(`all ${DAILY_LIMIT} of today’s free messages`);

    for (const origin of origins) {
      const session = await api.get(`${origin}/api/v1/chat/sessions/${sessionId}/`);
      expect(
        ((await session.json()) as { data: { messages: unknown[] } }).data.messages,
      ).toHaveLength(2 * DAILY_LIMIT);
      const usage = await api.get(`${origin}/api/v1/chat/usage/`);
      expect((await usage.json()).data).toMatchObject({ used_today: 5, remaining_today: 0 });
    }
  });
});
