import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
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

/**
 * Postgres settings of the embedded database beside PGlite's own. shared_buffers is the page
 * cache, which PGlite allocates and zeroes inside its WebAssembly memory at start, so every byte
 * of it stays resident: the default 128 MB made an opened database 308 MB of the process and
 * 8 MB makes it about 170 MB (`npm run bench:memory`). Members' rows are a few MB, and pages
 * that do not fit are read back from the operating system's file cache.
 */
const EMBEDDED_SETTINGS = ["-c", "shared_buffers=8MB"];

const CREATE_DATA_DIRECTORY = `
const { PGlite } = await import("@electric-sql/pglite");
const [directory, startParams] = process.argv.slice(1);
await (await PGlite.create(directory, { startParams: JSON.parse(startParams) })).close();
`;

/**
 * Creates a new data directory in a child process that exits afterwards. PGlite runs initdb in
 * a second WebAssembly instance and the process that did it keeps about 400 MB more resident for
 * good (792 MB after creating a directory against 170 MB after opening one, `npm run
 * bench:memory`), which a server should not carry for its whole life. The directory is built
 * beside its final place and renamed, so an interrupted creation is started again, not resumed.
 */
async function createDataDirectory(pgdata: string, startParams: string[]): Promise<void> {
  const building = `${pgdata}.creating`;
  fs.rmSync(building, { recursive: true, force: true });
  // The child resolves PGlite from the working directory, as the migrations folder is found.
  await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", CREATE_DATA_DIRECTORY, building, JSON.stringify(startParams)],
    { cwd: process.cwd() },
  );
  fs.renameSync(building, pgdata);
}

/**
 * V8 compiles PGlite's WebAssembly twice, a quick baseline and then optimized code in the
 * background, and keeps both: the baseline alone holds an opened database at about 140 MB of the
 * process instead of 200 (`npm run bench:memory`). The app's queries are small; on them the
 * baseline is as fast, and faster while the optimizer would still be compiling (3,000 inserts:
 * 0.8 s against 1.5 s). Set before PGlite's module is compiled; it touches no JavaScript.
 */
function compileWebAssemblyOnce() {
  v8.setFlagsFromString("--liftoff-only");
}

async function connectEmbedded(directory: string): Promise<Connection> {
  compileWebAssemblyOnce();
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pgdata = path.join(directory, "pgdata");
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS];
  fs.mkdirSync(directory, { recursive: true });
  if (!fs.existsSync(path.join(pgdata, "PG_VERSION"))) {
    await createDataDirectory(pgdata, startParams);
  }
  const client = await PGlite.create(pgdata, { startParams });
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
