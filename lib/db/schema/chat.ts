import { sql, type InferSelectModel } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A member's conversation with the assistant. Guests have none: theirs lives in the browser. */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionName: varchar("session_name", { length: 100 }).notNull().default("New Chat"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_sessions_user_created_idx").on(table.userId, table.createdAt.desc())],
);

export type ChatSessionRow = InferSelectModel<typeof chatSessions>;

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: a user message and its reply share one transaction's timestamp. */
    position: bigint("position", { mode: "number" }).generatedAlwaysAsIdentity(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    isUser: boolean("is_user").notNull(),
    /** "{Book} {c}:{v} — {exact text}" entries cited under an agent message. */
    verses: jsonb("verses")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Which engine answered ("offline" or "provider"); null for the member's own messages. */
    engine: varchar("engine", { length: 16 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_messages_session_position_idx").on(table.sessionId, table.position)],
);

export type ChatMessageRow = InferSelectModel<typeof chatMessages>;

/**
 * Messages a user sent on one East Africa Time day, for the free and guest daily limit: raised by
 * one atomic insert … on conflict … where count < limit.
 */
export const chatDailyUsage = pgTable(
  "chat_daily_usage",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export type ChatDailyUsageRow = InferSelectModel<typeof chatDailyUsage>;
