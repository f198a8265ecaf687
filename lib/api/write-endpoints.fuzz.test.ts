import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { profileUpdateSchema } from "@/lib/accounts/schemas";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { bookmarkCreateSchema, bookmarkUpdateSchema } from "@/lib/bookmarks/schemas";
import { addMessageSchema, sessionCreateSchema, sessionRenameSchema } from "@/lib/chat/schemas";
import { getDb } from "@/lib/db/client";
import * as tables from "@/lib/db/schema";
import { paymentReferenceInputSchema } from "@/lib/payments/schemas";
import { dayUpdateSchema, readingReportSchema } from "@/lib/plans/schemas";
import { pushSubscriptionSchema, reminderUpdateSchema } from "@/lib/reminders/schemas";
import { supportRequestInputSchema } from "@/lib/support/schemas";
import { createChatSession, createPremiumUser } from "@/tests/support/chat";
import { describeEachDatabase } from "@/tests/support/databases";
import { fuzzBody, jsonSchemaOf, seededRandom, type Random } from "@/tests/support/fuzz-inputs";
import { postBookmark, note } from "@/tests/support/bookmarks";
import { dispatch } from "./dispatch";
import { apiRoutes } from "./routes";

const SEED = 20261124;
/** The methods that carry a body (DELETE reads none). */
const BODY_METHODS = ["POST", "PUT", "PATCH"];
const INPUTS = 5_200;

/** The body each write endpoint reads; null where the handler reads none. A new route must be added here. */
const BODY_SCHEMAS: Record<string, z.ZodType | null> = {
  "POST session/token/": null,
  "POST session/profile/": profileUpdateSchema,
  "POST session/password/": changePasswordSchema,
  "POST bible/books/": null,
  "POST bible/books/:book/:chapter/": null,
  "POST bookmarks/": bookmarkCreateSchema,
  "PATCH bookmarks/:id/": bookmarkUpdateSchema,
  "POST chat/sessions/": sessionCreateSchema,
  "PUT chat/sessions/:id/": sessionRenameSchema,
  "POST chat/sessions/:id/add_message/": addMessageSchema,
  "POST chat/sessions/:id/stream_message/": addMessageSchema,
  "POST payments/references/": paymentReferenceInputSchema,
  "POST support/requests/": supportRequestInputSchema,
  "POST plans/:slug/enrollment/": null,
  "POST plans/:slug/enrollment/restart/": null,
  "POST plans/:slug/enrollment/catch-up/": null,
  "PUT plans/:slug/enrollment/days/:day/": dayUpdateSchema,
  "POST plans/:slug/enrollment/readings/": readingReportSchema,
  "PUT reminders/": reminderUpdateSchema,
  "POST reminders/subscriptions/": pushSubscriptionSchema,
};

const errorBodySchema = z.looseObject({
  detail: z.string().min(1),
  code: z.string().min(1),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

const HOSTILE_SEGMENTS = [
  "not-a-uuid",
  "%00",
  "a%00b",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(2000),
  "%E0%A4%A",
  "..%2F..%2Fetc",
  "-1",
  "1e9",
  "%F0%9F%99%8F",
];

/** Row counts of the tables that hold members' data (rate-limit buckets count attempts by design). */
async function rowCounts(): Promise<string> {
  const names = Object.values(tables)
    .filter((table) => is(table, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => name !== "rate_limits");
  const columns = names.map((name) => `(select count(*) from "${name}")::int as "${name}"`);
  const db = await getDb();
  const result = (await db.execute(sql.raw(`select ${columns.join(", ")}`))) as unknown as {
    rows: Record<string, number>[];
  };
  return JSON.stringify(result.rows[0]);
}

describeEachDatabase("fuzzing every write endpoint", () => {
  let premium: TestUser;
  let guest: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    delete process.env.AI_BASE_URL;
    premium = await createPremiumUser();
    guest = await createTestUser({ guest: true });
    ids.bookmark = (await postBookmark(premium, note("Fuzzed", ["Kept"]))).bookmark!.id;
    ids.session = (await createChatSession(premium, "Fuzzed")).id;
  });

  function concretePath(pattern: string, random: Random): string {
    const hostile = random.chance(0.1);
    return pattern
      .replace(
        ":id",
        hostile
          ? random.pick(HOSTILE_SEGMENTS)
          : pattern.startsWith("bookmarks")
            ? ids.bookmark
            : ids.session,
      )
      .replace(":slug", hostile ? random.pick(HOSTILE_SEGMENTS) : "gospel-of-john-21-days")
      .replace(
        ":day",
        hostile ? random.pick(HOSTILE_SEGMENTS) : String(random.next() < 0.8 ? 1 : 30),
      )
      .replace(":book", hostile ? random.pick(HOSTILE_SEGMENTS) : "John")
      .replace(":chapter", hostile ? random.pick(HOSTILE_SEGMENTS) : "3");
  }

  function credentials(random: Random): Record<string, string> {
    const roll = random.next();
    if (roll < 0.75) return premium.headers;
    return roll < 0.9 ? guest.headers : {};
  }

  it(`answers ${INPUTS} generated and hostile inputs without a 5xx, in the error shape, changing nothing on 4xx`, async () => {
    const writeRoutes = apiRoutes.filter((route) => BODY_METHODS.includes(route.method));
    const keys = writeRoutes.map((route) => `${route.method} ${route.pattern}`);
    expect(keys.filter((key) => !(key in BODY_SCHEMAS))).toEqual([]);

    const fuzzed = writeRoutes;
    const schemas = new Map(
      fuzzed.map((route) => {
        const schema = BODY_SCHEMAS[`${route.method} ${route.pattern}`];
        return [route, schema ? jsonSchemaOf(schema) : null];
      }),
    );
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let baseline = await rowCounts();

    for (let index = 0; index < INPUTS; index++) {
      const route = fuzzed[index % fuzzed.length];
      const path = concretePath(route.pattern, random);
      const body = fuzzBody(schemas.get(route) ?? null, random, [ids.bookmark, ids.session]);
      const request = new Request(`http://localhost/api/v1/${path}`, {
        method: route.method,
        headers: { "Content-Type": "application/json", ...credentials(random) },
        body,
      });
      const response = await dispatch(request);
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `#${index} ${route.method} ${path.slice(0, 60)} ${JSON.stringify(body.slice(0, 120))}`;

      if (response.status >= 500)
        failures.push(`${where} → ${response.status} ${text.slice(0, 200)}`);
      if (response.status < 400) {
        baseline = await rowCounts();
        continue;
      }
      const parsed = errorBodySchema.safeParse(JSON.parse(text));
      if (!parsed.success) failures.push(`${where} → error body ${text.slice(0, 200)}`);
      const counts = await rowCounts();
      if (counts !== baseline) failures.push(`${where} → ${response.status} changed ${counts}`);
      baseline = counts;
    }

    console.info(
      `fuzz: ${INPUTS} inputs, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  }, 180_000);
});
