import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { profiles, subscriptionPayments, subscriptions, users, type User } from "@/lib/db/schema";
import type { Viewer } from "@/lib/auth/session";
import type { Profile, ProfileUpdate } from "./schemas";
import { FREE_SUBSCRIPTION } from "./subscription";

type Executor = Pick<Database, "select" | "insert" | "update">;

/** What a new profile starts with: the guest placeholder, the name Google gave, or blanks. */
function initialNames(user: Pick<User, "isGuest" | "name">): {
  firstName: string;
  lastName: string;
} {
  if (user.isGuest) return { firstName: "Guest", lastName: "User" };
  const [firstName = "", ...rest] = (user.name ?? "").trim().split(/\s+/);
  return { firstName: firstName.slice(0, 50), lastName: rest.join(" ").slice(0, 50) };
}

async function readProfile(db: Executor, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, subscription: subscriptions })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;

  const [lastPayment] = await db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.userId, userId))
    .orderBy(desc(subscriptionPayments.paidAt))
    .limit(1);

  const names = row.profile ?? initialNames(row.user);
  return {
    id: row.user.id,
    first_name: names.firstName,
    last_name: names.lastName,
    email: row.user.email,
    phone_number: row.profile?.phoneNumber ?? null,
    subscription: row.subscription
      ? {
          type: row.subscription.type,
          is_active: row.subscription.isActive,
          end_date: row.subscription.endDate?.toISOString() ?? null,
          payment: lastPayment
            ? {
                amount: lastPayment.amount,
                currency: lastPayment.currency,
                date: lastPayment.paidAt.toISOString(),
                transaction_id: lastPayment.transactionId,
              }
            : null,
        }
      : { ...FREE_SUBSCRIPTION },
  };
}

/** The profile of a user, or null when there is no such user. Never writes. */
export async function getProfile(userId: string): Promise<Profile | null> {
  return readProfile(await getDb(), userId);
}

/** The viewer's profile, created on the first call (guests get the Guest User placeholder). */
export async function ensureProfile(viewer: Viewer): Promise<Profile> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, viewer.id)).limit(1);
    if (!user) throw new Error(`No user ${viewer.id} for the profile.`);
    await tx
      .insert(profiles)
      .values({ userId: user.id, ...initialNames(user) })
      .onConflictDoNothing();
    const profile = await readProfile(tx, user.id);
    if (!profile) throw new Error(`The profile of ${viewer.id} vanished.`);
    return profile;
  });
}

export async function updateProfile(userId: string, update: ProfileUpdate): Promise<Profile> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const values = {
      firstName: update.first_name,
      lastName: update.last_name,
      ...(update.phone_number !== undefined ? { phoneNumber: update.phone_number } : {}),
      updatedAt: new Date(),
    };
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
    const profile = await readProfile(tx, userId);
    if (!profile) throw new Error(`No user ${userId} for the profile.`);
    return profile;
  });
}

export interface PremiumPayment {
  amount: number;
  currency?: string;
  date: Date;
  transactionId: string;
}

/** Makes the user premium until `until`, recording the payment that paid for it, in one transaction. */
export async function activatePremium({
  userId,
  until,
  payment,
}: {
  userId: string;
  until: Date;
  payment?: PremiumPayment;
}): Promise<Profile> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const plan = {
      type: "PREMIUM" as const,
      isActive: true,
      endDate: until,
      updatedAt: new Date(),
    };
    await tx
      .insert(subscriptions)
      .values({ userId, ...plan })
      .onConflictDoUpdate({ target: subscriptions.userId, set: plan });
    if (payment) {
      await tx.insert(subscriptionPayments).values({
        userId,
        amount: payment.amount,
        currency: (payment.currency ?? "TZS").toUpperCase(),
        paidAt: payment.date,
        transactionId: payment.transactionId,
      });
    }
    const profile = await readProfile(tx, userId);
    if (!profile) throw new Error(`No user ${userId} to make premium.`);
    return profile;
  });
}

/** Back to the free plan; the payment history stays. */
export async function revokePremium(userId: string): Promise<Profile> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const plan = { type: "FREE" as const, isActive: false, endDate: null, updatedAt: new Date() };
    await tx
      .insert(subscriptions)
      .values({ userId, ...plan })
      .onConflictDoUpdate({ target: subscriptions.userId, set: plan });
    const profile = await readProfile(tx, userId);
    if (!profile) throw new Error(`No user ${userId} to revoke.`);
    return profile;
  });
}
