import { sql, type InferSelectModel } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A manual payment (M-Pesa or bank transfer) reported by its reference, verified by an admin. */
export const paymentReferences = pgTable(
  "payment_references",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reference: varchar("reference", { length: 64 }).notNull(),
    period: varchar("period", { length: 16, enum: ["monthly", "yearly"] }).notNull(),
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    status: varchar("status", { length: 16, enum: ["PENDING", "APPROVED", "REJECTED"] })
      .notNull()
      .default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
  },
  (table) => [
    uniqueIndex("payment_references_reference_unique").on(sql`upper(${table.reference})`),
    index("payment_references_user_idx").on(table.userId),
  ],
);

export type PaymentReference = InferSelectModel<typeof paymentReferences>;
