import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "@/tests/support/databases";
import { closeDb, getDb, openConnection, pingDb } from "./client";
import { GET as health } from "@/app/api/health/route";

describeEachDatabase("database", () => {
  it("migrates on first use and answers the health check", async () => {
    const db = await getDb();
    // Both drivers answer raw queries with `{ rows }`.
    const result = (await db.execute(sql`select count(*)::int as count from users`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows[0]).toEqual({ count: 0 });
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  }, 120_000);

  it("runs the migrations again without harm", async () => {
    await closeDb();
    const first = await openConnection();
    await first.close();
    expect(await pingDb()).toBe(true);
  });
});

describe("database unavailable", () => {
  it("reports 503 from the health check", async () => {
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/none";
    try {
      const response = await health();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", db: "unavailable" });
    } finally {
      delete process.env.DATABASE_URL;
      await closeDb();
    }
  });
});
