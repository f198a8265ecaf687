import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, serverEnv } from "@/lib/env";

const SECRET_FILE = "auth-secret";

/**
 * AUTH_SECRET, or a secret generated once and kept in DATA_DIR so sign-ins survive restarts of a
 * single instance. Several instances must share one AUTH_SECRET.
 */
export function authSecret(): string {
  const configured = serverEnv().AUTH_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir(), SECRET_FILE);
  const stored = readSecret(file);
  if (stored) return stored;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another request of this process wrote it first; theirs is the one to keep.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = readSecret(file);
  if (!created) throw new Error(`Could not keep the auth secret in ${file}.`);
  return created;
}

function readSecret(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}
