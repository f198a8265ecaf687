// npm run bench:memory — where the server's resident memory goes. Loads what `next start` holds,
// one part at a time, and prints what each part adds to the V8 heap, to memory outside it
// (buffers, WebAssembly) and to the resident set, after a full garbage collection. The embedded
// database is opened in child processes of its own, on a new and on an existing data directory,
// so each figure is PGlite's alone.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";

interface Reading {
  rss: number;
  heap: number;
  external: number;
}

interface Step {
  name: string;
  before: Reading;
  after: Reading;
  /** Highest resident set seen while the step ran (sampled every 10 ms). */
  peakRss: number;
  ms: number;
}

const MB = 1024 * 1024;

function collectGarbage(): void {
  if (!globalThis.gc) throw new Error("Run with --expose-gc (npm run bench:memory does).");
  globalThis.gc();
  globalThis.gc();
}

function read(): Reading {
  collectGarbage();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss: rss / MB, heap: heapUsed / MB, external: external / MB };
}

async function measure(name: string, run: () => unknown): Promise<Step> {
  const before = read();
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss() / MB);
  }, 10);
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const after = read();
  return { name, before, after, peakRss: Math.max(peakRss, after.rss), ms };
}

/** Opens the embedded database the way the server does, runs a few statements, reports the step. */
async function openDatabase(dataDirectory: string, label: string): Promise<Step> {
  process.env.DATA_DIR = dataDirectory;
  delete process.env.DATABASE_URL;
  const { openConnection } = await import("@/lib/db/client");
  let close = async () => {};
  const step = await measure(label, async () => {
    const connection = await openConnection();
    close = connection.close;
    for (let round = 0; round < 50; round += 1) {
      await connection.db.execute(sql`select count(*) from users`);
    }
  });
  await close();
  return step;
}

const sign = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(0)}`;

function printTable(steps: Step[]): void {
  const header = ["part", "heap MB", "external MB", "rss MB", "rss after", "peak rss", "ms"];
  const rows = steps.map((step) => [
    step.name,
    sign(step.after.heap - step.before.heap),
    sign(step.after.external - step.before.external),
    sign(step.after.rss - step.before.rss),
    step.after.rss.toFixed(0),
    step.peakRss.toFixed(0),
    step.ms.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** Runs this script again in a process of its own for one database measurement. */
function databaseInChild(mode: "new" | "existing", dataDirectory: string): Step {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), `--database=${mode}`, dataDirectory],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(output.trim().split("\n").at(-1)!) as Step;
}

async function main(): Promise<void> {
  const databaseMode = /^--database=(new|existing)$/.exec(process.argv[2] ?? "")?.[1];
  if (databaseMode) {
    const label = `PGlite, ${databaseMode} data directory (own process)`;
    console.log(JSON.stringify(await openDatabase(process.argv[3], label)));
    return;
  }

  const [{ loadBible, resolveVersion }, { warmSearchIndex }, { locales }] = await Promise.all([
    import("@/lib/bible/text"),
    import("@/lib/bible/search"),
    import("@/lib/i18n/locales"),
  ]);
  const steps: Step[] = [];
  const start = read();
  steps.push({
    name: "start (modules loaded)",
    before: start,
    after: start,
    peakRss: start.rss,
    ms: 0,
  });
  steps.push(
    await measure("Bible texts (every version)", () => {
      for (const locale of locales) loadBible(resolveVersion(locale)!);
    }),
  );
  for (const locale of locales) {
    steps.push(await measure(`search index ${locale}`, () => warmSearchIndex(locale)));
  }
  steps.push(
    await measure("assistant (import and warm-up)", async () => {
      const { warmAssistant } = await import("@/lib/chat/assistant");
      warmAssistant();
    }),
  );

  // V8 keeps the heap it grew to while building for a few seconds, then gives it back.
  steps.push(await measure("15 s idle (V8 shrinks its heap)", () => setTimeout(15_000)));

  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  try {
    steps.push(databaseInChild("new", dataDirectory));
    steps.push(databaseInChild("existing", dataDirectory));
  } finally {
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  printTable(steps);
}

await main();
