import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, serverEnv } from "@/lib/env";

const TOKEN_FILE = "admin-token";

/** ADMIN_TOKEN, or a token generated once and kept in DATA_DIR for the admin command to read. */
export function adminToken(): string {
  const configured = serverEnv().ADMIN_TOKEN;
  if (configured) return configured;
  const file = path.join(dataDir(), TOKEN_FILE);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Already written, by an earlier start or a request racing this one: that token stands.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function isAdminRequest(request: Request): boolean {
  const header = request.headers.get("authorization") ?? "";
  const presented = Buffer.from(header.replace(/^Bearer\s+/i, ""));
  const expected = Buffer.from(adminToken());
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
