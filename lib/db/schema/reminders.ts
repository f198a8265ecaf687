import {
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A member's daily reminder: which kinds, and when (minutes after midnight, East Africa Time). */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    prayerReminders: boolean("prayer_reminders").notNull().default(false),
    dailyDevotions: boolean("daily_devotions").notNull().default(false),
    /** 07:00 unless the member chose another time. */
    minuteOfDay: smallint("minute_of_day").notNull().default(420),
    /** The language the reminder is written in: the one the member last chose it in. */
    locale: varchar("locale", { length: 2 }).notNull().default("en"),
    /** The East Africa day the last reminder went out: claimed before sending, so once a day. */
    lastSentOn: date("last_sent_on"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("reminder_settings_due_idx").on(table.minuteOfDay)],
);

/** A browser's push subscription (Web Push): where to send, and the keys to encrypt with. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);
