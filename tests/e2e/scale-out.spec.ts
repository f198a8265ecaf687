import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  postgresServerUrl,
  signUpOn,
  useInstancesOnOnePostgres,
} from "./fixtures/postgres-instances";

// Two app instances on one PostgreSQL server, sharing only AUTH_SECRET: the scale-out path of the design.
test.describe("two instances on one PostgreSQL", () => {
  test.skip(!postgresServerUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const { origins, api: context } = useInstancesOnOnePostgres({ name: "scale" });

  test("a sign-in on one instance is honoured by the other", async () => {
    const api = context();
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    await signUpOn(api, origins[0], email);
    const profile = await api.post(`${origins[1]}/api/v1/session/token/`, {
      headers: { Accept: "application/json" },
    });
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.email).toBe(email);
  });

  test("data written through one instance is seen by the other", async () => {
    const api = context();
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
