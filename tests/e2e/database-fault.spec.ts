import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { Client } from "pg";
import {
  postgresServerUrl,
  signUpOn,
  useInstancesOnOnePostgres,
} from "./fixtures/postgres-instances";
import { cuttableLink, type CuttableLink } from "./fixtures/tcp-cut";

// The app on PostgreSQL through a link the test cuts and restores, as when the database server
// or the network to it fails: clean 503s while it is gone, recovery without a restart, and no
// write that was acknowledged is lost.
test.describe("the database goes away and comes back", () => {
  test.skip(!postgresServerUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let link: CuttableLink;
  test.beforeAll(async () => {
    const server = new URL(postgresServerUrl!);
    link = await cuttableLink({ host: server.hostname, port: Number(server.port || 5432) });
  });
  const instances = useInstancesOnOnePostgres({
    name: "fault",
    count: 1,
    reachDatabase: (direct) => {
      const throughLink = new URL(direct);
      throughLink.hostname = "127.0.0.1";
      throughLink.port = String(link.port);
      return throughLink;
    },
  });
  test.afterAll(async () => link?.close());

  const origin = () => instances.origins[0];
  const createNote = (api: APIRequestContext, title: string) =>
    api.post(`${origin()}/api/v1/bookmarks/`, {
      data: { title, content: `Note ${title}`, bookmark_type: "NOTE" },
      headers: { Locale: "sw" },
    });
  const health = async (api: APIRequestContext) =>
    (await api.get(`${origin()}/api/health`)).status();

  async function storedTitles(titles: string[]): Promise<string[]> {
    const url = new URL(postgresServerUrl!);
    url.pathname = `/${instances.database}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ title: string }>(
        "select title from bookmarks where title = any($1)",
        [titles],
      );
      return rows.map((row) => row.title).sort();
    } finally {
      await client.end();
    }
  }

  test("503 while cut, recovery without restart, every acknowledged write kept", async () => {
    const api = instances.api();
    await signUpOn(api, origin(), `fault-${randomUUID().slice(0, 8)}@example.com`);
    const acknowledged: string[] = [];
    for (const title of ["before-1", "before-2", "before-3"]) {
      const created = await createNote(api, title);
      expect(created.status()).toBe(201);
      acknowledged.push(title);
    }

    // Writes in flight when the link drops: each is either acknowledged or cleanly refused.
    const inFlight = Array.from({ length: 6 }, (_, index) => `during-${index}`);
    const racing = Promise.all(inFlight.map((title) => createNote(api, title)));
    link.cut();
    const raced = await racing;
    for (const [index, response] of raced.entries()) {
      expect([201, 503]).toContain(response.status());
      if (response.status() === 201) acknowledged.push(inFlight[index]);
    }

    await expect.poll(() => health(api), { timeout: 20_000 }).toBe(503);
    const refused = await createNote(api, "while-cut");
    expect(refused.status()).toBe(503);
    const body = await refused.json();
    expect(body).toEqual({ code: "service_unavailable", detail: expect.any(String) });
    expect(body.detail).not.toMatch(/Error|\bat\b|ECONN|pg/);
    expect(refused.headers()["retry-after"]).toBeDefined();
    const payment = await api.post(`${origin()}/api/v1/payments/references/`, {
      data: { reference: "FAULT12345", period: "monthly" },
    });
    expect(payment.status()).toBe(503);

    link.restore();
    await expect.poll(() => health(api), { timeout: 30_000 }).toBe(200);
    const after = await createNote(api, "after");
    expect(after.status()).toBe(201);
    acknowledged.push("after");

    const stored = await storedTitles([...acknowledged, "while-cut"]);
    expect(stored).toEqual([...acknowledged].sort());
  });
});
