import { Client } from "pg";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable, isUniqueViolation } from "./errors";

async function connectionError(): Promise<unknown> {
  // Port 1 on loopback has no server: the real error a stopped PostgreSQL gives.
  const client = new Client({ connectionString: "postgres://postgres@127.0.0.1:1/test" });
  return client.connect().then(
    () => new Error("connected to port 1"),
    (error: unknown) => error,
  );
}

describe("isDatabaseUnreachable", () => {
  it("recognises a refused connection, also wrapped in a failed query", async () => {
    const refused = await connectionError();
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(new DrizzleQueryError("select 1", [], refused as Error))).toBe(
      true,
    );
  });

  it("recognises PostgreSQL's shutdown and connection-exception codes", () => {
    const withCode = (code: string) => Object.assign(new Error("server said no"), { code });
    expect(isDatabaseUnreachable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("recognises a connection lost mid-query under the ORM's error", () => {
    const lost = new Error("Connection terminated unexpectedly");
    expect(isDatabaseUnreachable(new DrizzleQueryError("insert into bookmarks", [], lost))).toBe(
      true,
    );
  });

  it("leaves query mistakes and constraint violations alone", () => {
    const violation = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isDatabaseUnreachable(violation)).toBe(false);
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(
      false,
    );
  });
});
