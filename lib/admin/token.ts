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
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const token = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, token, { mode: 0o600, flag: "wx" });
    return token;
  }
}

export function isAdminRequest(request: Request): boolean {
  const header = request.headers.get("authorization") ?? "";
  const presented = Buffer.from(header.replace(/^Bearer\s+/i, ""));
  const expected = Buffer.from(adminToken());
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
