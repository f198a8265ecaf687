// `npm run admin -- <command> [args] [--flag value]`: runs a command inside the running app,
// which owns the database (the embedded one allows a single process).
import { readFileSync } from "node:fs";
import path from "node:path";

function parseArgv(argv: string[]) {
  const args: string[] = [];
  const flags: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const value = argv[index];
    if (value.startsWith("--")) {
      const [name, inline] = value.slice(2).split("=", 2);
      flags[name] = inline ?? argv[++index] ?? "";
    } else {
      args.push(value);
    }
  }
  return { args, flags };
}

function adminToken(): string {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.resolve(process.env.DATA_DIR ?? ".data", "admin-token");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    throw new Error(`No admin token: set ADMIN_TOKEN or start the app once so it writes ${file}.`);
  }
}

function printRows(rows: Record<string, unknown>[]) {
  if (rows.length === 0) {
    console.log("(none)");
    return;
  }
  console.table(rows);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command) {
    console.error("Usage: npm run admin -- <command> [args] [--flag value]");
    process.exit(2);
  }
  const baseUrl = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const response = await fetch(`${baseUrl}/api/admin/${encodeURIComponent(command)}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${adminToken()}`, "Content-Type": "application/json" },
    body: JSON.stringify(parseArgv(rest)),
  }).catch((error: unknown) => {
    throw new Error(
      `Could not reach the app at ${baseUrl} (is it running? set ADMIN_URL or PORT): ${String(error)}`,
    );
  });
  const body = (await response.json().catch(() => ({}))) as {
    detail?: string;
    message?: string;
    rows?: Record<string, unknown>[];
  };
  if (!response.ok) {
    console.error(body.detail ?? `The command failed with HTTP ${response.status}.`);
    process.exit(1);
  }
  if (body.message) console.log(body.message);
  if (body.rows) printRows(body.rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
