import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, type User } from "@/lib/db/schema";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(id: string): Promise<User | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findUserByEmail(email: string): Promise<User | null> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user ?? null;
}

/** A new e-mail account, or null when the e-mail is already taken (compared case-insensitively). */
export async function createPasswordUser({
  email,
  passwordHash,
}: {
  email: string;
  passwordHash: string;
}): Promise<User | null> {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

export async function createGuestUser(): Promise<User> {
  const db = await getDb();
  const [user] = await db.insert(users).values({ isGuest: true }).returning();
  return user;
}

/** The account of a verified Google e-mail: found by e-mail (so it joins a password account), else created. */
export async function upsertGoogleUser({
  email,
  name,
  image,
}: {
  email: string;
  name: string | null;
  image: string | null;
}): Promise<User> {
  const db = await getDb();
  const [created] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name, image })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = await findUserByEmail(email);
  if (!existing) throw new Error("A Google account vanished between insert and select.");
  if (image && existing.image !== image) {
    await db
      .update(users)
      .set({ image, name: existing.name ?? name })
      .where(eq(users.id, existing.id));
    return { ...existing, image, name: existing.name ?? name };
  }
  return existing;
}

export async function setPasswordHash(userId: string, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Removes the user; every table that belongs to a user references it with ON DELETE CASCADE. */
export async function deleteUser(userId: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
