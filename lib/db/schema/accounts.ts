import { sql, type InferSelectModel } from "drizzle-orm";
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 320 }),
    passwordHash: text("password_hash"),
    name: varchar("name", { length: 200 }),
    image: text("image"),
    isGuest: boolean("is_guest").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`)],
);

export type User = InferSelectModel<typeof users>;

/** Fixed-window attempt counters shared by every app instance (sign-in, sign-up, chat). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: varchar("bucket", { length: 64 }).notNull(),
    key: varchar("key", { length: 400 }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key, table.windowStart] })],
);
