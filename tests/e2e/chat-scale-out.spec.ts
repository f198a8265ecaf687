import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  postgresServerUrl,
  signUpOn,
  useInstancesOnOnePostgres,
} from "./fixtures/postgres-instances";

// The daily message limit holds across two app instances on one PostgreSQL server: it is one
// atomic statement in the database, not a count kept by an instance.
const DAILY_LIMIT = 5;

test.describe("the chat limit on two instances of one PostgreSQL", () => {
  test.skip(!postgresServerUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const { origins, api: context } = useInstancesOnOnePostgres({
    name: "chat_scale",
    env: { FREE_DAILY_MESSAGES: String(DAILY_LIMIT), AI_BASE_URL: "", AI_MODEL: "" },
  });

  test("a free member's 6 messages alternating instances: exactly 5 answered", async () => {
    const api = context();
    await signUpOn(api, origins[0], `chat-scale-${randomUUID().slice(0, 8)}@example.com`);
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
