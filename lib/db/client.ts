import "server-only";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { dataDir, serverEnv } from "@/lib/env";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Connection {
  db: Database;
  close: () => Promise<void>;
}

/** The database could not be reached or prepared; the API answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");
// Any fixed number works; it only has to be the same for every instance sharing one server.
const MIGRATION_LOCK_ID = 727_001;

async function connectServer(url: string): Promise<Connection> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => console.error("[db] idle client error", error));
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    // Several instances may start at once on one server: only one migrates at a time.
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return { db: db as unknown as Database, close: () => pool.end() };
}

async function connectEmbedded(directory: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  fs.mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(path.join(directory, "pgdata"));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, close: () => client.close() };
}

export function openConnection(): Promise<Connection> {
  const url = serverEnv().DATABASE_URL;
  return url ? connectServer(url) : connectEmbedded(dataDir());
}

// PGlite allows one process per data directory: one connection a process, kept across dev reloads.
const holder = globalThis as typeof globalThis & { __bibleAppDb?: Promise<Connection> };

export async function getDb(): Promise<Database> {
  holder.__bibleAppDb ??= openConnection().catch((error: unknown) => {
    holder.__bibleAppDb = undefined;
    console.error("[db] connection failed", error);
    throw new DatabaseUnavailableError(error);
  });
  return (await holder.__bibleAppDb).db;
}

export async function closeDb(): Promise<void> {
  const connection = holder.__bibleAppDb;
  holder.__bibleAppDb = undefined;
  if (connection) await (await connection).close();
}

export async function pingDb(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    console.error("[db] health check failed", error);
    return false;
  }
}
