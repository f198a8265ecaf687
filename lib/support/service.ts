import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { supportRequests } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import type { SupportRequestInput } from "./schemas";

export async function createSupportRequest({
  userId,
  locale,
  input,
}: {
  userId: string;
  locale: Locale;
  input: SupportRequestInput;
}) {
  const db = await getDb();
  const [created] = await db
    .insert(supportRequests)
    .values({ userId, locale, ...input })
    .returning({ id: supportRequests.id, createdAt: supportRequests.createdAt });
  return { id: created.id, created_at: created.createdAt.toISOString() };
}

export async function listSupportRequests({ limit = 50 }: { limit?: number } = {}) {
  const db = await getDb();
  return db.select().from(supportRequests).orderBy(desc(supportRequests.createdAt)).limit(limit);
}

export async function supportRequestsOf(userId: string) {
  const db = await getDb();
  return db
    .select({
      name: supportRequests.name,
      email: supportRequests.email,
      subject: supportRequests.subject,
      message: supportRequests.message,
      created_at: supportRequests.createdAt,
    })
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt));
}
