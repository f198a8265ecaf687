export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ getDb }, { warmSearchIndex }, { adminToken }, { startReminderScheduler }] =
    await Promise.all([
      import("@/lib/db/client"),
      import("@/lib/bible/search"),
      import("@/lib/admin/token"),
      import("@/lib/reminders/scheduler"),
    ]);
  // The admin command reads the generated token from DATA_DIR: it must be there once the app runs.
  adminToken();
  // Migrate at start so the first request does not wait; a failure is retried on first use.
  await getDb().catch(() => undefined);
  // Daily reminders go out from every instance's scheduler; PostgreSQL decides who sends which.
  startReminderScheduler();
  // Building the search index takes about a second: pay it at start, not on a reader's search.
  setTimeout(() => {
    warmSearchIndex("en");
    warmSearchIndex("sw");
  }, 0);
}
