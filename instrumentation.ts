export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db/client");
  // Migrate at start so the first request does not wait; a failure is retried on first use.
  await getDb().catch(() => undefined);
}
