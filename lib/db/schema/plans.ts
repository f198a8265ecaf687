import {
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A member's place in a reading plan; one per plan, removed when they leave it. */
export const planEnrollments = pgTable(
  "plan_enrollments",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planSlug: varchar("plan_slug", { length: 60 }).notNull(),
    /** The East Africa Time day the schedule counts from: the start, a restart or a catch-up. */
    startedOn: date("started_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.planSlug] })],
);

/** One reading of a plan day done (a chapter read to its end, or the whole day marked). */
export const planReadings = pgTable(
  "plan_readings",
  {
    userId: uuid("user_id").notNull(),
    planSlug: varchar("plan_slug", { length: 60 }).notNull(),
    day: smallint("day").notNull(),
    reading: smallint("reading").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.planSlug, table.day, table.reading] }),
    foreignKey({
      columns: [table.userId, table.planSlug],
      foreignColumns: [planEnrollments.userId, planEnrollments.planSlug],
      name: "plan_readings_enrollment_fk",
    }).onDelete("cascade"),
    index("plan_readings_user_read_at_idx").on(table.userId, table.readAt),
  ],
);
