import { sql, type InferSelectModel } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
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

/** The member's own details, created on the first token exchange (spec: POST /session/token/). */
export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: varchar("first_name", { length: 100 }).notNull().default(""),
  lastName: varchar("last_name", { length: 100 }).notNull().default(""),
  phoneNumber: varchar("phone_number", { length: 32 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = InferSelectModel<typeof profiles>;

export const subscriptionTypeEnum = pgEnum("subscription_type", ["FREE", "PREMIUM"]);

/** One current plan per member; no row reads as FREE. */
export const subscriptions = pgTable("subscriptions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  type: subscriptionTypeEnum("type").notNull().default("FREE"),
  isActive: boolean("is_active").notNull().default(false),
  endDate: timestamp("end_date", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = InferSelectModel<typeof subscriptions>;

/** Payments that paid for a plan; the newest one is shown on the subscription card. */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("TZS"),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    transactionId: varchar("transaction_id", { length: 100 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscription_payments_user_paid_at").on(table.userId, table.paidAt),
    uniqueIndex("subscription_payments_transaction_unique").on(table.transactionId),
  ],
);

export type SubscriptionPaymentRow = InferSelectModel<typeof subscriptionPayments>;
