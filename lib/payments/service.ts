import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { activatePremium, getProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { AppError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { paymentReferences, users } from "@/lib/db/schema";
import { MANUAL_PAYMENT_CURRENCY, PREMIUM_PRICES, premiumPeriodEnd } from "./plans";
import type { PaymentReferenceInput, PaymentReferenceView } from "./schemas";

export class PaymentReviewError extends Error {}

function view(row: typeof paymentReferences.$inferSelect): PaymentReferenceView {
  return {
    id: row.id,
    reference: row.reference,
    period: row.period,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Records a reported payment as PENDING; the amount follows the plan, never the client. */
export async function submitPaymentReference({
  userId,
  input,
}: {
  userId: string;
  input: PaymentReferenceInput;
}) {
  const db = await getDb();
  try {
    const [row] = await db
      .insert(paymentReferences)
      .values({
        userId,
        reference: input.reference,
        period: input.period,
        amount: PREMIUM_PRICES[input.period].kes,
        currency: MANUAL_PAYMENT_CURRENCY,
      })
      .returning();
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        "duplicate_reference",
        "This payment reference has already been submitted.",
        {
          reference: ["This payment reference has already been submitted."],
        },
      );
    }
    throw error;
  }
}

export async function paymentReferencesOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.userId, userId))
    .orderBy(desc(paymentReferences.createdAt));
  return rows.map(view);
}

export async function listPendingPayments() {
  const db = await getDb();
  return db
    .select({ payment: paymentReferences, email: users.email })
    .from(paymentReferences)
    .innerJoin(users, eq(users.id, paymentReferences.userId))
    .where(eq(paymentReferences.status, "PENDING"))
    .orderBy(asc(paymentReferences.createdAt));
}

async function pendingByReference(reference: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(paymentReferences)
    .where(sql`upper(${paymentReferences.reference}) = upper(${reference.trim()})`);
  if (!row) throw new PaymentReviewError(`No payment reference ${reference}.`);
  if (row.status !== "PENDING")
    throw new PaymentReviewError(`Payment ${row.reference} is already ${row.status}.`);
  return row;
}

/** A renewal paid while premium is still running adds its period after the current end. */
async function premiumPeriodStart(userId: string, now: Date): Promise<Date> {
  const subscription = (await getProfile(userId))?.subscription;
  const end = subscription?.end_date ? new Date(subscription.end_date) : null;
  return end && isPremium(subscription, now) ? end : now;
}

/**
 * Activates premium for one month or year (from today, or from the end of the premium period
 * still running) and records the payment. The reference is claimed first so two admins cannot
 * approve it twice; if activation fails the claim is undone.
 */
export async function approvePayment(reference: string, now = new Date()) {
  const pending = await pendingByReference(reference);
  const until = premiumPeriodEnd(await premiumPeriodStart(pending.userId, now), pending.period);
  const db = await getDb();
  const [claimed] = await db
    .update(paymentReferences)
    .set({ status: "APPROVED", reviewedAt: now })
    .where(and(eq(paymentReferences.id, pending.id), eq(paymentReferences.status, "PENDING")))
    .returning();
  if (!claimed)
    throw new PaymentReviewError(`Payment ${pending.reference} was reviewed meanwhile.`);

  try {
    await activatePremium({
      userId: claimed.userId,
      until,
      payment: {
        amount: claimed.amount,
        currency: claimed.currency,
        date: now,
        transactionId: claimed.reference,
      },
    });
  } catch (error) {
    await db
      .update(paymentReferences)
      .set({ status: "PENDING", reviewedAt: null })
      .where(eq(paymentReferences.id, claimed.id));
    throw error;
  }
  return { reference: claimed.reference, userId: claimed.userId, until };
}

export async function rejectPayment(reference: string, note?: string, now = new Date()) {
  const row = await pendingByReference(reference);
  const db = await getDb();
  await db
    .update(paymentReferences)
    .set({ status: "REJECTED", reviewedAt: now, reviewNote: note ?? null })
    .where(eq(paymentReferences.id, row.id));
  return { reference: row.reference };
}
